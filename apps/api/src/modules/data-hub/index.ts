/** The data hub module's face: the lists computed from the register (/hub-data), their pages and CSV, their refresh job. */
import type { Platform } from '../../platform';
import type { ApiModule } from '../api-module';
import { dataHubRefreshJob } from './data-hub-refresh-job';
import { dataHubRoutes } from './data-hub-routes';
import { dataHubService } from './data-hub-service';

export function dataHubModule(platform: Platform): ApiModule {
  return {
    name: 'data-hub',
    async routes(app) {
      await app.register(dataHubRoutes(dataHubService(platform.readPool)));
    },
    jobs: [dataHubRefreshJob(platform)],
  };
}

export { dataHubRefreshQueue } from './data-hub-refresh-job';
