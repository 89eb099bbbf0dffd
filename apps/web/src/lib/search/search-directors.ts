import { directorSearchResponseSchema, type DirectorSearchResponse } from '@registre/domain';
import { fetchSearchJson, type SearchResult } from './fetch-search-json';

export interface DirectorSearchState {
  name: string;
  birthYear: string;
  page: number;
}

/** `GET /api/search/directors` for the director results page. */
export function searchDirectors(state: DirectorSearchState): Promise<SearchResult<DirectorSearchResponse>> {
  const search = new URLSearchParams({ name: state.name, page: String(state.page) });
  if (state.birthYear !== '') search.set('birth_year', state.birthYear);
  return fetchSearchJson(`/api/search/directors?${search.toString()}`, directorSearchResponseSchema);
}
