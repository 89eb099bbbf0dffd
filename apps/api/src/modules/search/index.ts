/** The search module's face: company search and its filters. */
export { searchRoutes, SEARCH_RATE_LIMIT_PER_MINUTE, type SearchRoutesOptions } from './routes';
export { searchService, type SearchService } from './service';
export { DEFAULT_SEARCH_TUNING, type SearchTuning } from './search-tuning';
export { SqlParams } from './search-sql';
