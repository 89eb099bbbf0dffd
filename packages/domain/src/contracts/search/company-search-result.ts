import { z } from 'zod';
import { codeLabelSchema, companyStatusSchema } from '../company-identity';
import { pageOfSchema } from '../pagination';

/** Last filed accounts, in integer cents; figures are null when filed as confidential. */
export const searchFinancialsSchema = z.object({
  fiscal_year_end: z.iso.date(),
  confidential: z.boolean(),
  turnover_cents: z.number().int().nullable(),
  net_result_cents: z.number().int().nullable(),
});

/** One company in search results. */
export const companySearchItemSchema = z.object({
  siren: z.string().regex(/^\d{9}$/),
  /** Name as shown; `[ND]` for a non-diffusible sole trader. */
  name: z.string(),
  sigle: z.string().nullable(),
  legal_form: codeLabelSchema.nullable(),
  naf: codeLabelSchema.nullable(),
  head_office: z
    .object({ postcode: z.string().nullable(), city: z.string().nullable(), department_code: z.string().nullable() })
    .nullable(),
  status: companyStatusSchema,
  creation_date: z.iso.date().nullable(),
  /**
   * Last accounts (null when none were filed). Left out entirely when the request carries the
   * `hide-financial-data` header.
   */
  financials: searchFinancialsSchema.nullable().optional(),
});

/**
 * `GET /api/search/companies`. `lookup` says the query was read as a SIREN or a SIRET and the
 * answer is that company alone (any status), or nothing when it is unknown.
 */
export const companySearchResponseSchema = pageOfSchema(companySearchItemSchema).extend({
  lookup: z.enum(['siren', 'siret']).nullable(),
});

export type CompanySearchItem = z.infer<typeof companySearchItemSchema>;
export type CompanySearchResponse = z.infer<typeof companySearchResponseSchema>;
export type SearchFinancials = z.infer<typeof searchFinancialsSchema>;
