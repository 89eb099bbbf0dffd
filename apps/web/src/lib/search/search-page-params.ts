/** What Next hands a page as `searchParams`. */
export type RawSearchParams = Record<string, string | string[] | undefined>;

/** The company search filters the results pages carry in their URL (same names as the API). */
export const COMPANY_FILTER_NAMES = ['department', 'activity_code', 'legal_form', 'employee_band', 'status', 'created_from', 'created_to', 'postcode'] as const;

export type CompanyFilterName = (typeof COMPANY_FILTER_NAMES)[number];

/** The search state of a results page, as read from its URL. */
export interface CompanySearchState {
  q: string;
  page: number;
  filters: Partial<Record<CompanyFilterName, string>>;
}

/** The last value of a query parameter, trimmed; '' when absent. */
export function firstParam(params: RawSearchParams, name: string): string {
  const value = params[name];
  const last = Array.isArray(value) ? value.at(-1) : value;
  return last?.trim() ?? '';
}

/** A page number from the URL: a positive integer, else 1 (the API checks the upper bound). */
export function pageParam(params: RawSearchParams): number {
  const page = Number(firstParam(params, 'page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Reads the search text, page and filters of a results page's URL; empty filters are dropped. */
export function readCompanySearchState(params: RawSearchParams): CompanySearchState {
  const filters: Partial<Record<CompanyFilterName, string>> = {};
  for (const name of COMPANY_FILTER_NAMES) {
    const value = firstParam(params, name);
    if (value !== '') filters[name] = value;
  }
  return { q: firstParam(params, 'q'), page: pageParam(params), filters };
}

/** The URL of a results page for a state: `q` first, then the filters, then `page` when not 1. */
export function companyResultsHref(basePath: string, state: CompanySearchState): string {
  const search = new URLSearchParams();
  if (state.q !== '') search.set('q', state.q);
  for (const name of COMPANY_FILTER_NAMES) {
    const value = state.filters[name];
    if (value) search.set(name, value);
  }
  if (state.page > 1) search.set('page', String(state.page));
  const query = search.toString();
  return query === '' ? basePath : `${basePath}?${query}`;
}
