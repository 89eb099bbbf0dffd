import { z } from 'zod';

/** Results a search can page through: page × per_page beyond this → `errors:search.page-too-deep`. */
export const SEARCH_MAX_RESULTS = 10_000;
export const SEARCH_DEFAULT_PER_PAGE = 20;
export const SEARCH_MAX_PER_PAGE = 50;
export const SEARCH_QUERY_MIN_LENGTH = 2;
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Most codes a list filter (department, activity_code…) takes. */
export const SEARCH_MAX_FILTER_CODES = 30;


/** A list filter: repeated (`department=75&department=92`) or comma-separated (`department=75,92`). */
function codeList(pattern: RegExp, error: string, normalize: (code: string) => string = (code) => code.toUpperCase()) {
  return z
    .union([z.string({ error }), z.array(z.string({ error }), { error })], { error })
    .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((code) => code.trim()).filter((code) => code !== ''))
    .pipe(
      z
        .array(z.string().regex(pattern, { error }), { error })
        .max(SEARCH_MAX_FILTER_CODES, { error: 'errors:search.too-many-codes' })
        .transform((codes) => [...new Set(codes.map(normalize))]),
    )
    .optional();
}

/** '62.01Z', '6201Z' or '62.01z' → '62.01Z'; a division ('62') stays as it is. */
function normalizeActivityCode(code: string): string {
  const upper = code.toUpperCase();
  return upper.length === 5 ? `${upper.slice(0, 2)}.${upper.slice(2)}` : upper;
}

const isoDate = (error: string) => z.iso.date({ error }).optional();

const PAGE_ERROR = 'errors:pagination.invalid-page';
const PER_PAGE_ERROR = 'errors:pagination.invalid-per-page';

/**
 * The filters and paging of `GET /api/search/companies`, after `searchQuery` has been merged in.
 * Every field is optional but `q`.
 */
export const companySearchParamsSchema = z
  .object({
    q: z
      .string({ error: 'errors:search.query-too-short' })
      .trim()
      .min(SEARCH_QUERY_MIN_LENGTH, { error: 'errors:search.query-too-short' })
      .max(SEARCH_QUERY_MAX_LENGTH, { error: 'errors:search.query-too-long' }),
    page: z.coerce.number({ error: PAGE_ERROR }).int({ error: PAGE_ERROR }).min(1, { error: PAGE_ERROR }).max(SEARCH_MAX_RESULTS, { error: 'errors:search.page-too-deep' }).default(1),
    per_page: z.coerce.number({ error: PER_PAGE_ERROR }).int({ error: PER_PAGE_ERROR }).min(1, { error: PER_PAGE_ERROR }).max(SEARCH_MAX_PER_PAGE, { error: PER_PAGE_ERROR }).default(SEARCH_DEFAULT_PER_PAGE),
    /** Head-office departments: '75', '2A', '971'. */
    department: codeList(/^(\d{2}|2[ab]|\d{3})$/i, 'errors:search.invalid-department'),
    /** NAF subclasses ('62.01Z' or '6201Z') or divisions ('62'). */
    activity_code: codeList(/^(\d{2}|\d{2}\.?\d{2}[a-z])$/i, 'errors:search.invalid-activity-code', normalizeActivityCode),
    /** INSEE legal categories at any level: '5' (commercial companies), '54' (SARL), '5499'. */
    legal_form: codeList(/^(\d|\d{2}|\d{4})$/, 'errors:search.invalid-legal-form'),
    /** INSEE headcount bands: 'NN', '00', '01' … '53'. */
    employee_band: codeList(/^(nn|\d{2})$/i, 'errors:search.invalid-employee-band'),
    status: z.enum(['active', 'closed'], { error: 'errors:search.invalid-status' }).optional(),
    created_from: isoDate('errors:search.invalid-date'),
    created_to: isoDate('errors:search.invalid-date'),
    /** Regions (INSEE codes: '11', '84', '01'…). */
    region: codeList(/^\d{2,3}$/, 'errors:search.invalid-region'),
    /** Head-office postcodes. */
    postcode: codeList(/^\d{5}$/, 'errors:search.invalid-postcode'),
  })
  .refine((params) => params.page * params.per_page <= SEARCH_MAX_RESULTS, { error: 'errors:search.page-too-deep', path: ['page'] })
  .refine((params) => !params.created_from || !params.created_to || params.created_from <= params.created_to, {
    error: 'errors:search.invalid-date-range',
    path: ['created_to'],
  });

export type CompanySearchParams = z.output<typeof companySearchParamsSchema>;
export type CompanySearchFilters = Omit<CompanySearchParams, 'q' | 'page' | 'per_page'>;

const rawValue = z.union([z.string(), z.array(z.string())]).optional();

/**
 * The query string as it arrives. `searchQuery` is what the web app builds from the search box
 * and its filters: the same parameters, URL-encoded as one application/x-www-form-urlencoded
 * string, e.g. `searchQuery=q%3Dboulangerie%26department%3D75%2C92%26status%3Dactive`.
 * A parameter given both inside `searchQuery` and on its own takes its own value.
 * The merged parameters are then validated by {@link companySearchParamsSchema}.
 */
export const companySearchQuerySchema = z.object({
  searchQuery: z.string().max(2000, { error: 'errors:search.invalid-search-query' }).optional(),
  q: rawValue,
  page: rawValue,
  per_page: rawValue,
  department: rawValue,
  activity_code: rawValue,
  legal_form: rawValue,
  employee_band: rawValue,
  status: rawValue,
  created_from: rawValue,
  created_to: rawValue,
  region: rawValue,
  postcode: rawValue,
});

export type CompanySearchQuery = z.infer<typeof companySearchQuerySchema>;

const SINGLE_VALUED = new Set(['q', 'page', 'per_page', 'status', 'created_from', 'created_to']);

/** Merges `searchQuery` and the plain parameters; single-valued parameters keep their last value. */
export function mergeSearchQuery(query: CompanySearchQuery): Record<string, string | string[]> {
  const merged: Record<string, string | string[]> = {};
  const add = (name: string, value: string | string[]) => {
    merged[name] = SINGLE_VALUED.has(name) && Array.isArray(value) ? (value.at(-1) ?? '') : value;
  };
  if (query.searchQuery) {
    const inner = new URLSearchParams(query.searchQuery);
    for (const name of new Set(inner.keys())) {
      if (name !== 'searchQuery' && name in companySearchQuerySchema.shape) add(name, inner.getAll(name));
    }
  }
  for (const [name, value] of Object.entries(query)) {
    if (name !== 'searchQuery' && value !== undefined) add(name, value);
  }
  return merged;
}

/** Builds the `searchQuery` value the web app sends, from the text and the filters. */
export function buildSearchQuery(params: Partial<Record<keyof CompanySearchParams, string | number | string[] | undefined>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
}
