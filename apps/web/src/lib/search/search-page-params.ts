import { SEARCH_DEFAULT_PER_PAGE } from '@registre/domain';
import { COMPANY_FILTER_NAMES, COMPANY_LIST_FILTER_NAMES, COMPANY_SINGLE_FILTER_NAMES } from './company-filter-names';

export { COMPANY_FILTER_NAMES, COMPANY_LIST_FILTER_NAMES, COMPANY_SINGLE_FILTER_NAMES };

/** What Next hands a page as `searchParams`. */
export type RawSearchParams = Record<string, string | string[] | undefined>;

export type CompanyRecordsFilterName = (typeof COMPANY_LIST_FILTER_NAMES)[number];
export type CompanySingleFilterName = (typeof COMPANY_SINGLE_FILTER_NAMES)[number];
export type CompanyFilterName = (typeof COMPANY_FILTER_NAMES)[number];

export type CompanySearchFilters = Partial<Record<CompanyRecordsFilterName, string[]> & Record<CompanySingleFilterName, string>>;

/** The page sizes a visitor can choose; the API's default is the page's default. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = SEARCH_DEFAULT_PER_PAGE;

/** The search state of a results page, as read from its URL. */
export interface CompanySearchState {
  q: string;
  page: number;
  /** Results per page, one of PAGE_SIZES. */
  perPage: number;
  filters: CompanySearchFilters;
}

/** The last value of a query parameter, trimmed; '' when absent. */
export function firstParam(params: RawSearchParams, name: string): string {
  const value = params[name];
  const last = Array.isArray(value) ? value.at(-1) : value;
  return last?.trim() ?? '';
}

/** Every value of a list parameter, repeated or comma-separated, trimmed, each once, empty ones dropped. */
export function listParam(params: RawSearchParams, name: string): string[] {
  const value = params[name];
  const parts = (Array.isArray(value) ? value : value === undefined ? [] : [value]).flatMap((part) => part.split(','));
  return [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ''))];
}

/** A page number from the URL: a positive integer, else 1 (the API checks the upper bound). */
export function pageParam(params: RawSearchParams): number {
  const page = Number(firstParam(params, 'page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** A page size from the URL (`per_page`): one of PAGE_SIZES, else the default. */
export function perPageParam(params: RawSearchParams): number {
  const perPage = Number(firstParam(params, 'per_page'));
  return (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE;
}

/** Reads the search text, page, page size and filters of a results page's URL; empty filters are dropped. */
export function readCompanySearchState(params: RawSearchParams): CompanySearchState {
  const filters: CompanySearchFilters = {};
  for (const name of COMPANY_LIST_FILTER_NAMES) {
    const values = listParam(params, name);
    if (values.length > 0) filters[name] = values;
  }
  for (const name of COMPANY_SINGLE_FILTER_NAMES) {
    const value = firstParam(params, name);
    if (value !== '') filters[name] = value;
  }
  return { q: firstParam(params, 'q'), page: pageParam(params), perPage: perPageParam(params), filters };
}

/**
 * The URL of a results page for a state: `q` first, then the filters (a list filter repeated once
 * per value), then `per_page` when not the default and `page` when not 1.
 */
export function companyResultsHref(basePath: string, state: CompanySearchState): string {
  const search = new URLSearchParams();
  if (state.q !== '') search.set('q', state.q);
  for (const name of COMPANY_LIST_FILTER_NAMES) {
    for (const value of state.filters[name] ?? []) search.append(name, value);
  }
  for (const name of COMPANY_SINGLE_FILTER_NAMES) {
    const value = state.filters[name];
    if (value) search.set(name, value);
  }
  if (state.perPage !== DEFAULT_PAGE_SIZE) search.set('per_page', String(state.perPage));
  if (state.page > 1) search.set('page', String(state.page));
  const query = search.toString();
  return query === '' ? basePath : `${basePath}?${query}`;
}
