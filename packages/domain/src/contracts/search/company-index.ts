import { z } from 'zod';
import { cursorPageOfSchema } from '../pagination';
import { companyStatusSchema } from '../company-identity';

export const INDEX_INVALID_CURSOR = 'errors:indexes.invalid-cursor';
export const INDEX_INVALID_DEPARTMENT = 'errors:indexes.invalid-department';
export const INDEX_INVALID_ACTIVITY_CODE = 'errors:indexes.invalid-activity-code';
export const INDEX_FILTER_REQUIRED = 'errors:indexes.filter-required';
export const INDEX_INVALID_LEVEL = 'errors:indexes.invalid-level';
export const INDEX_DEFAULT_PER_PAGE = 50;
export const INDEX_MAX_PER_PAGE = 100;

const department = z
  .string({ error: INDEX_INVALID_DEPARTMENT })
  .trim()
  .toUpperCase()
  .regex(/^(\d{2}|2[AB]|\d{3})$/, { error: INDEX_INVALID_DEPARTMENT });

/** Section ('J'), division ('62') or subclass ('62.01Z', also written '6201Z'). */
const activityCode = z
  .string({ error: INDEX_INVALID_ACTIVITY_CODE })
  .trim()
  .toUpperCase()
  .regex(/^([A-U]|\d{2}|\d{2}\.?\d{2}[A-Z])$/, { error: INDEX_INVALID_ACTIVITY_CODE })
  .transform((code) => (code.length === 5 ? `${code.slice(0, 2)}.${code.slice(2)}` : code));

export const activityLevelSchema = z.enum(['section', 'division', 'subclass']);

/**
 * `GET /api/indexes/companies/activities?activity_code=&department=&level=`: the NAF codes one
 * level down with their company counts — sections when no code is given, a section's divisions,
 * a division's subclasses — in one department or in all. Without `activity_code`, `level=division`
 * (or `subclass`) lists every code of that level instead of the sections.
 */
export const activityCountsQuerySchema = z.object({
  activity_code: activityCode.optional(),
  department: department.optional(),
  level: z.enum(activityLevelSchema.options, { error: INDEX_INVALID_LEVEL }).optional(),
});

export const activityCountSchema = z.object({
  code: z.string(),
  label: z.string(),
  level: activityLevelSchema,
  companies: z.number().int().min(0),
});

/** A NAF code as the nomenclature names it. */
export const activitySchema = z.object({ code: z.string(), label: z.string(), level: activityLevelSchema });

/** `GET /api/indexes/activities/{code}`: a section, division or subclass (`62.01Z` or `6201Z`). */
export const activityParamsSchema = z.object({ code: activityCode });

/** The code with its label, and the codes above it, section first (a division has its section). */
export const activityDetailResponseSchema = z.object({
  data: activitySchema.extend({ ancestors: z.array(activitySchema) }),
});

export const activityCountsResponseSchema = z.object({ data: z.array(activityCountSchema) });

/** `GET /api/indexes/companies/departments`: every department with its number of companies (head offices). */
export const departmentCountSchema = z.object({ code: z.string(), label: z.string(), companies: z.number().int().min(0) });
export const departmentCountsResponseSchema = z.object({ data: z.array(departmentCountSchema) });

/**
 * `GET /api/indexes/companies?department=&activity_code=&cursor=`: the companies of a NAF
 * subclass or division, of a department, or of both, by NAF code then SIREN, keyset-paginated
 * (`cursor` is the previous page's `meta.next_cursor`): page 5,000 costs what page 1 costs.
 */
export const companyIndexQuerySchema = z
  .object({
    department: department.optional(),
    activity_code: activityCode
      .refine((code) => code.length !== 1, { error: INDEX_INVALID_ACTIVITY_CODE })
      .optional(),
    cursor: z
      .string({ error: INDEX_INVALID_CURSOR })
      .regex(/^[\w-]{1,64}$/, { error: INDEX_INVALID_CURSOR })
      .optional(),
    per_page: z.coerce
      .number({ error: 'errors:pagination.invalid-per-page' })
      .int({ error: 'errors:pagination.invalid-per-page' })
      .min(1, { error: 'errors:pagination.invalid-per-page' })
      .max(INDEX_MAX_PER_PAGE, { error: 'errors:pagination.invalid-per-page' })
      .default(INDEX_DEFAULT_PER_PAGE),
  })
  .refine((query) => query.department !== undefined || query.activity_code !== undefined, { error: INDEX_FILTER_REQUIRED, path: ['department'] });

export const companyIndexItemSchema = z.object({
  siren: z.string().regex(/^\d{9}$/),
  name: z.string(),
  naf_code: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  status: companyStatusSchema,
});

export const companyIndexResponseSchema = cursorPageOfSchema(companyIndexItemSchema);

export type ActivityCountsQuery = z.output<typeof activityCountsQuerySchema>;
export type ActivityCount = z.infer<typeof activityCountSchema>;
export type ActivityLevel = z.infer<typeof activityLevelSchema>;
export type Activity = z.infer<typeof activitySchema>;
export type ActivityDetail = z.infer<typeof activityDetailResponseSchema>['data'];
export type DepartmentCount = z.infer<typeof departmentCountSchema>;
export type CompanyIndexQuery = z.output<typeof companyIndexQuerySchema>;
export type CompanyIndexItem = z.infer<typeof companyIndexItemSchema>;
