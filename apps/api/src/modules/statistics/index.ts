/** The statistics module's face: the site's counters and their refresh job. */
import type { Platform } from '../../platform';
import type { ApiModule } from '../api-module';
import { statisticsRoutes } from './routes';
import { statisticsService } from './service';
import { statisticsRefreshJob } from './statistics-refresh-job';

export function statisticsModule(platform: Platform): ApiModule {
  return {
    name: 'statistics',
    async routes(app) {
      await app.register(statisticsRoutes(statisticsService(platform.readPool)));
    },
    jobs: [statisticsRefreshJob(platform)],
  };
}

export { statisticsService, type StatisticsService } from './service';
export { statisticsRefreshQueue } from './statistics-refresh-job';
