import { buildSearchQuery, companySearchResponseSchema, type CompanySearchResponse } from '@registre/domain';
import { fetchSearchJson, type SearchResult } from './fetch-search-json';
import type { CompanySearchState } from './search-page-params';

/** `GET /api/search/companies` for a results page's state, the filters packed in `searchQuery`. */
export function searchCompanies(state: CompanySearchState): Promise<SearchResult<CompanySearchResponse>> {
  const searchQuery = buildSearchQuery({ q: state.q, page: state.page, per_page: state.perPage, ...state.filters });
  return fetchSearchJson(`/api/search/companies?searchQuery=${encodeURIComponent(searchQuery)}`, companySearchResponseSchema);
}
