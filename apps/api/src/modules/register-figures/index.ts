/** The register-figures module's face: live figures of the company-creation pages and the registry dictionary, and their refresh job. */
import type { Platform } from '../../platform';
import type { ApiModule } from '../api-module';
import { registerFiguresRefreshJob } from './register-figures-refresh-job';
import { registerFiguresRoutes } from './routes';
import { registerFiguresService } from './service';

export function registerFiguresModule(platform: Platform): ApiModule {
  return {
    name: 'register-figures',
    async routes(app) {
      await app.register(registerFiguresRoutes(registerFiguresService(platform.readPool)));
    },
    jobs: [registerFiguresRefreshJob(platform)],
  };
}

export { registerFiguresRefreshQueue } from './register-figures-refresh-job';
