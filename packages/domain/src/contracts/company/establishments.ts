import { z } from 'zod';
import { codeLabelSchema } from '../company-identity';
import { pageOfSchema, pageQuerySchema } from '../pagination';

export const establishmentStatusSchema = z.enum(['open', 'closed']);

/** An establishment (SIRET) of the company. */
export const companyEstablishmentSchema = z.object({
  siret: z.string().regex(/^\d{14}$/),
  nic: z.string(),
  is_head_office: z.boolean(),
  status: establishmentStatusSchema,
  creation_date: z.iso.date().nullable(),
  closure_date: z.iso.date().nullable(),
  /** Usual name, else the first sign (enseigne). */
  name: z.string().nullable(),
  signs: z.array(z.string()),
  naf: codeLabelSchema.nullable(),
  headcount: z.object({ band: codeLabelSchema, year: z.number().int().nullable() }).nullable(),
  /** Street line, `[ND]` for a non-diffusible establishment. */
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  department_code: z.string().nullable(),
  country: z.string().nullable(),
});

export const companyEstablishmentsQuerySchema = pageQuerySchema({ defaultPerPage: 20, maxPerPage: 100 }).extend({
  status: z.enum(establishmentStatusSchema.options, { error: 'errors:company-profile.invalid-establishment-status' }).optional(),
});

/** `GET /api/companies/{siren}/establishments`: head office first, then open ones, by SIRET. */
export const companyEstablishmentsResponseSchema = pageOfSchema(companyEstablishmentSchema);

export type CompanyEstablishment = z.infer<typeof companyEstablishmentSchema>;
export type CompanyEstablishmentsQuery = z.output<typeof companyEstablishmentsQuerySchema>;
