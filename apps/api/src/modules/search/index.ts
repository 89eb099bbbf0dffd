/** The search module's face: company search and its filters. */
import type { Platform } from '../../platform';
import { routesModule, type ApiModule } from '../api-module';
import { searchRoutes } from './routes';
import { searchService } from './service';
export { searchRoutes, SEARCH_RATE_LIMIT_PER_MINUTE, type SearchRoutesOptions } from './routes';
export { searchService, type SearchService } from './service';
export { DEFAULT_SEARCH_TUNING, type SearchTuning } from './search-tuning';
export { SqlParams } from './search-sql';

export function searchModule(platform: Platform): ApiModule {
  return routesModule('search', searchRoutes(searchService(platform.readPool), platform.readPool, { rateLimitPerMinute: platform.config.SEARCH_RATE_LIMIT_PER_MINUTE }));
}
