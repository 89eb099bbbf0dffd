/** The directors module's face: director pages, search and director indexes. */
import type { Platform } from '../../platform';
import { routesModule, type ApiModule } from '../api-module';
import { directorsRoutes } from './routes';
import type { DirectorsService } from './service';
export { directorsRoutes, type DirectorsRoutesOptions } from './routes';
export { directorsService, type DirectorsService } from './service';
export type { PersonRow } from './queries';

export function directorsModule(platform: Platform, directors: DirectorsService): ApiModule {
  return routesModule('directors', directorsRoutes(directors, { searchRateLimitPerMinute: platform.config.SEARCH_RATE_LIMIT_PER_MINUTE }));
}
