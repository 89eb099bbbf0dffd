import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import type { AppConfig } from '../../config/env-schema';
import type { Clock, FileStorage } from '../../platform';
import type { FileProducer, OrdersModule } from '../orders';
import type { ExportRowsPlan } from './export-rows-access';
import { prospectingExportProducer } from './prospecting-export-file';
import { prospectingRoutes } from './prospecting-routes';
import { prospectingService } from './prospecting-service';

export interface ProspectingModuleDeps {
  config: Pick<AppConfig, 'PROSPECTING_EXPORT_ROWS_PER_PERIOD' | 'PROSPECTING_EXPORT_ROWS_TRIAL' | 'PROSPECTING_PREVIEW_RATE_LIMIT_PER_MINUTE'>;
  pool: Pool;
  clock: Clock;
  /** The orders module, for the export's order route (null without a platform: no export route). */
  orders?: OrdersModule | null;
}

export const exportRowsPlan = (config: ProspectingModuleDeps['config']): ExportRowsPlan => ({
  rowsPerPeriod: config.PROSPECTING_EXPORT_ROWS_PER_PERIOD,
  rowsInTrial: config.PROSPECTING_EXPORT_ROWS_TRIAL,
});

/** Client prospecting: its routes, and the producer the order fulfilment uses for its exports (kind `prospecting-export`). */
export function prospectingModule(deps: ProspectingModuleDeps) {
  const plan = exportRowsPlan(deps.config);
  const service = prospectingService({ pool: deps.pool, clock: deps.clock, plan });
  return {
    async routes(app: FastifyInstance): Promise<void> {
      await app.register(prospectingRoutes(service, { ordering: deps.orders?.ordering ?? null, plan, previewRatePerMinute: deps.config.PROSPECTING_PREVIEW_RATE_LIMIT_PER_MINUTE }));
    },
    /** The order fulfilment's producers of this module's kinds. */
    producers: (storage: FileStorage): ReadonlyMap<string, FileProducer> => new Map([['prospecting-export', prospectingExportProducer({ pool: deps.pool, storage, listSql: service.listSql })]]),
  };
}
