import type { AppConfig } from '../../config/env-schema';
import type { Platform } from '../../platform';
import type { ApiModule } from '../api-module';
import type { FileProducer, OrdersModule } from '../orders';
import type { ExportRowsPlan } from './export-rows-access';
import { prospectingExportProducer } from './prospecting-export-file';
import { prospectingRoutes } from './prospecting-routes';
import { prospectingService } from './prospecting-service';

type ProspectingConfig = Pick<AppConfig, 'PROSPECTING_EXPORT_ROWS_PER_PERIOD' | 'PROSPECTING_EXPORT_ROWS_TRIAL' | 'PROSPECTING_PREVIEW_RATE_LIMIT_PER_MINUTE'>;

export const exportRowsPlan = (config: ProspectingConfig): ExportRowsPlan => ({
  rowsPerPeriod: config.PROSPECTING_EXPORT_ROWS_PER_PERIOD,
  rowsInTrial: config.PROSPECTING_EXPORT_ROWS_TRIAL,
});

const serviceOf = (platform: Platform) => prospectingService({ pool: platform.pool, clock: platform.clock, plan: exportRowsPlan(platform.config) });

/** Client prospecting: its routes (count, preview, saved searches, the export's order route through the orders module). */
export function prospectingModule({ platform, orders }: { platform: Platform; orders: OrdersModule }): ApiModule {
  const { config } = platform;
  const routes = prospectingRoutes(serviceOf(platform), { ordering: orders.ordering, plan: exportRowsPlan(config), previewRatePerMinute: config.PROSPECTING_PREVIEW_RATE_LIMIT_PER_MINUTE });
  return {
    name: 'prospecting',
    async routes(app) {
      await app.register(routes);
    },
  };
}

/** The order fulfilment's producers of this module's kinds (`prospecting-export`: the list streamed to the storage). */
export function prospectingProducers(platform: Platform): ReadonlyMap<string, FileProducer> {
  return new Map([['prospecting-export', prospectingExportProducer({ pool: platform.pool, storage: platform.storage, listSql: serviceOf(platform).listSql })]]);
}
