import { buildSearchQuery, companySearchResponseSchema, type CompanySearchResponse } from '@registre/domain';
import { cache } from 'react';
import { fetchApiResult, type ApiResult } from '@/lib/api/fetch-api-result';
import { visitorHeaders } from '@/lib/visitor/visitor-headers';
import type { CompanySearchState } from './search-page-params';

/** One read per request and path: the page and its metadata share it (a fetch with a time-out signal is not deduplicated by React). */
const readCompanySearch = cache(async (path: string): Promise<ApiResult<CompanySearchResponse>> =>
  fetchApiResult(path, companySearchResponseSchema, { cache: 'no-store', headers: await visitorHeaders() }),
);

/**
 * `GET /api/search/companies` for a results page's state, the filters packed in `searchQuery`,
 * on behalf of the visitor (the API limits the visitor, not the site). A 400 is the visitor's
 * input, shown on the page with its French message.
 */
export function searchCompanies(state: CompanySearchState): Promise<ApiResult<CompanySearchResponse>> {
  const searchQuery = buildSearchQuery({ q: state.q, page: state.page, per_page: state.perPage, ...state.filters });
  return readCompanySearch(`/api/search/companies?searchQuery=${encodeURIComponent(searchQuery)}`);
}
