import { z } from 'zod';
import { pageOfSchema, pageQuerySchema } from '../pagination';
import { directorCompanyRolesSchema } from './director-company';
import { directorSummarySchema, monthYearSchema } from './director-person';

export const DIRECTOR_NAME_TOO_SHORT = 'errors:directors.name-too-short';
export const DIRECTOR_NAME_TOO_LONG = 'errors:directors.name-too-long';
export const DIRECTOR_BIRTH_YEAR_INVALID = 'errors:directors.invalid-birth-year';

/** Results are ranked then cut: at most this many, so `total` is exact below it and "more than" at it. */
export const DIRECTOR_SEARCH_MAX_RESULTS = 500;

/** Letters and digits of a name: "J." and "--" are too short to search. */
const significantLength = (name: string) => name.replace(/[^\p{L}\p{N}]/gu, '').length;

/**
 * `GET /api/search/directors?name=&birth_year=&page=&per_page=`: last name and first names in any
 * order (accents, case and hyphens ignored, typos tolerated), optionally the year of birth.
 */
export const directorSearchQuerySchema = pageQuerySchema({ defaultPerPage: 20, maxPerPage: 50 }).extend({
  name: z
    .string({ error: DIRECTOR_NAME_TOO_SHORT })
    .max(200, { error: DIRECTOR_NAME_TOO_LONG })
    // Control characters (NUL among them) can reach a query string; they separate words like spaces.
    .transform((name) => name.replace(/\p{Cc}/gu, ' '))
    .refine((name) => significantLength(name) >= 2, { error: DIRECTOR_NAME_TOO_SHORT }),
  birth_year: z.coerce
    .number({ error: DIRECTOR_BIRTH_YEAR_INVALID })
    .int({ error: DIRECTOR_BIRTH_YEAR_INVALID })
    .min(1800, { error: DIRECTOR_BIRTH_YEAR_INVALID })
    .max(2200, { error: DIRECTOR_BIRTH_YEAR_INVALID })
    .optional(),
});

/** One director found: who, born when (month and year), and their companies with their roles. */
export const directorSearchItemSchema = directorSummarySchema.extend({
  birth_date: monthYearSchema.nullable(),
  current_mandates_count: z.number().int().min(0),
  /** Companies where the person holds or held a role (current ones first), at most 10. */
  companies: z.array(directorCompanyRolesSchema),
  /** How many companies in all. */
  companies_count: z.number().int().min(0),
});

export const directorSearchResponseSchema = pageOfSchema(directorSearchItemSchema);

export type DirectorSearchQueryInput = z.input<typeof directorSearchQuerySchema>;
export type DirectorSearchQuery = z.output<typeof directorSearchQuerySchema>;
export type DirectorSearchItem = z.infer<typeof directorSearchItemSchema>;
export type DirectorSearchResponse = z.infer<typeof directorSearchResponseSchema>;
