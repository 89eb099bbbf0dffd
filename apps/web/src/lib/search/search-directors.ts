import { directorSearchResponseSchema, type DirectorSearchResponse } from '@registre/domain';
import { fetchApiResult, type ApiResult } from '@/lib/api/fetch-api-result';
import { visitorHeaders } from '@/lib/visitor/visitor-headers';

export interface DirectorSearchState {
  name: string;
  birthYear: string;
  page: number;
}

/** `GET /api/search/directors` for the director results page, on behalf of the visitor. */
export async function searchDirectors(state: DirectorSearchState): Promise<ApiResult<DirectorSearchResponse>> {
  const search = new URLSearchParams({ name: state.name, page: String(state.page) });
  if (state.birthYear !== '') search.set('birth_year', state.birthYear);
  return fetchApiResult(`/api/search/directors?${search.toString()}`, directorSearchResponseSchema, { cache: 'no-store', headers: await visitorHeaders() });
}
