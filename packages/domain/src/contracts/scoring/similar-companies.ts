import { z } from 'zod';
import { codeLabelSchema, companyStatusSchema } from '../company-identity';

/** A company like another: same NAF subclass, head office in the same department, close headcount band. */
export const similarCompanySchema = z.object({
  siren: z.string().regex(/^\d{9}$/),
  name: z.string(),
  naf: codeLabelSchema.nullable(),
  headcount_band: codeLabelSchema.nullable(),
  status: companyStatusSchema,
  creation_date: z.iso.date().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  department_code: z.string().nullable(),
});

/** `GET /api/companies/{siren}/similar-companies`: up to 10, active first, then closest in size. */
export const similarCompaniesResponseSchema = z.object({ data: z.array(similarCompanySchema) });

export type SimilarCompany = z.infer<typeof similarCompanySchema>;
