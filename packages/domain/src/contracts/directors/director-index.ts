import { z } from 'zod';
import { cursorPageOfSchema } from '../pagination';
import { directorSummarySchema } from './director-person';

export const DIRECTOR_ACTIVITY_CODE_INVALID = 'errors:directors.invalid-activity-code';
export const DIRECTOR_DEPARTMENT_INVALID = 'errors:directors.invalid-department';
export const DIRECTOR_CURSOR_INVALID = 'errors:directors.invalid-cursor';

/** A NAF rév. 2 section letter (`J`) or division (`62`). */
const sectorCode = z
  .string({ error: DIRECTOR_ACTIVITY_CODE_INVALID })
  .trim()
  .toUpperCase()
  .regex(/^(?:[A-U]|\d{2})$/, { error: DIRECTOR_ACTIVITY_CODE_INVALID });

/** A French department code: `01`…`95`, `2A`, `2B`, `971`…`976`. */
const departmentCode = z
  .string({ error: DIRECTOR_DEPARTMENT_INVALID })
  .trim()
  .toUpperCase()
  .regex(/^(?:\d{2}|2[AB]|97[1-6])$/, { error: DIRECTOR_DEPARTMENT_INVALID });

/** Keyset pagination: `cursor` is the previous page's `meta.next_cursor`, opaque. */
const listingQuery = z.object({
  cursor: z.string({ error: DIRECTOR_CURSOR_INVALID }).min(1, { error: DIRECTOR_CURSOR_INVALID }).max(400, { error: DIRECTOR_CURSOR_INVALID }).optional(),
  per_page: z.coerce
    .number({ error: 'errors:pagination.invalid-per-page' })
    .int({ error: 'errors:pagination.invalid-per-page' })
    .min(1, { error: 'errors:pagination.invalid-per-page' })
    .max(100, { error: 'errors:pagination.invalid-per-page' })
    .default(50),
});

/** `GET /api/directors/by-sector/{code}`: directors of companies of a NAF section or division, by name. */
export const directorsBySectorParamsSchema = z.object({ code: sectorCode });
export const directorsBySectorQuerySchema = listingQuery;

/**
 * `GET /api/directors/by-department/{department}?activity_code=`: directors of companies whose head
 * office is in the department, optionally only those of a NAF division (`activity_code=62`).
 */
export const directorsByDepartmentParamsSchema = z.object({ department: departmentCode });
export const directorsByDepartmentQuerySchema = listingQuery.extend({
  activity_code: z
    .string({ error: DIRECTOR_ACTIVITY_CODE_INVALID })
    .trim()
    .regex(/^\d{2}$/, { error: DIRECTOR_ACTIVITY_CODE_INVALID })
    .optional(),
});

/** Index listings are sorted by last name then first names, each person once. */
export const directorIndexResponseSchema = cursorPageOfSchema(directorSummarySchema);

export type DirectorsBySectorQuery = z.output<typeof directorsBySectorQuerySchema>;
export type DirectorsByDepartmentQuery = z.output<typeof directorsByDepartmentQuerySchema>;
export type DirectorIndexResponse = z.infer<typeof directorIndexResponseSchema>;
