import { z } from 'zod';
import { prospectingColumnsSchema, PROSPECTING_COLUMNS } from './prospecting-columns';
import { PROSPECTING_ERRORS, PROSPECTING_LIMITS, prospectingFiltersSchema } from './prospecting-filters';

/** Paths of the prospecting API. */
export const PROSPECTING_PATHS = {
  preview: '/api/prospecting/preview',
  allowance: '/api/prospecting/allowance',
  searches: '/api/prospecting/searches',
  search: (id: string) => `/api/prospecting/searches/${encodeURIComponent(id)}`,
  exports: '/api/prospecting/exports',
  order: '/api/prospecting-export/order',
} as const;

export const prospectingPreviewRequestSchema = z.object({ filters: prospectingFiltersSchema }, { error: PROSPECTING_ERRORS.invalidFlag });

/** One company of the preview, personal data of a non-diffusible unit already hidden (`[ND]` or null). */
export const prospectPreviewRowSchema = z.object({
  siren: z.string(),
  name: z.string(),
  naf_code: z.string().nullable(),
  naf_label: z.string().nullable(),
  legal_form: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  headcount_band: z.string().nullable(),
  creation_date: z.string().nullable(),
  is_active: z.boolean(),
});
export type ProspectPreviewRow = z.infer<typeof prospectPreviewRowSchema>;

export const prospectingPreviewResponseSchema = z.object({
  data: z.object({
    /** Companies matching, counted up to PROSPECTING_LIMITS.countCap (10,000). */
    count: z.number().int(),
    /** True when there are more than `count` (the count stopped at its cap). */
    more: z.boolean(),
    rows: z.array(prospectPreviewRowSchema),
  }),
});

/** Rows the signed-in user may still export in the current period (null fields without a running subscription). */
export const prospectingAllowanceSchema = z.object({
  data: z.object({
    subscribed: z.boolean(),
    rows_per_period: z.number().int().nullable(),
    rows_used: z.number().int(),
    rows_left: z.number().int().nullable(),
    period_end: z.string().nullable(),
  }),
});
export type ProspectingAllowance = z.infer<typeof prospectingAllowanceSchema>['data'];

const searchName = z
  .string({ error: PROSPECTING_ERRORS.nameInvalid })
  .trim()
  .min(1, { error: PROSPECTING_ERRORS.nameInvalid })
  .max(PROSPECTING_LIMITS.savedSearchNameMaxLength, { error: PROSPECTING_ERRORS.nameInvalid })
  // Control characters and angle brackets have no place in a search's name.
  .refine((name) => !/[<>]/.test(name) && ![...name].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127), { error: PROSPECTING_ERRORS.nameInvalid });

export const savedSearchRequestSchema = z
  .object({ name: searchName, filters: prospectingFiltersSchema, columns: prospectingColumnsSchema }, { error: PROSPECTING_ERRORS.nameInvalid })
  .strict();

export const savedSearchIdParamSchema = z.object({ id: z.uuid({ error: PROSPECTING_ERRORS.searchNotFound }) });

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: prospectingFiltersSchema,
  columns: z.array(z.enum(PROSPECTING_COLUMNS)),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchResponseSchema = z.object({ data: savedSearchSchema });
export const savedSearchesResponseSchema = z.object({ data: z.array(savedSearchSchema) });

export const prospectingExportFormatSchema = z.enum(['csv', 'xlsx'], { error: PROSPECTING_ERRORS.invalidFormat });

/** `POST /api/prospecting-export/order`: the list to export, its columns and its format. */
export const prospectingExportOrderSchema = z
  .object({ filters: prospectingFiltersSchema, columns: prospectingColumnsSchema, format: prospectingExportFormatSchema, search_id: z.uuid({ error: PROSPECTING_ERRORS.searchNotFound }).optional() }, { error: PROSPECTING_ERRORS.invalidColumns })
  .strict();

/** One export in the dashboard's history (an order of the prospecting kind). */
export const prospectingExportSchema = z.object({
  order_id: z.string(),
  state: z.enum(['pending', 'completed', 'unfulfillable']),
  format: prospectingExportFormatSchema,
  rows: z.number().int(),
  search_name: z.string().nullable(),
  created_at: z.string(),
  error_code: z.string().nullable(),
});
export type ProspectingExport = z.infer<typeof prospectingExportSchema>;
export const prospectingExportsResponseSchema = z.object({ data: z.array(prospectingExportSchema) });
