import { z } from 'zod';

export const codeLabelSchema = z.object({
  code: z.string(),
  label: z.string().nullable(),
});

export const headOfficeSchema = z.object({
  siret: z.string(),
  /** Street line as printed on a letter, `[ND]` for non-diffusible units. */
  address: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  department_code: z.string().nullable(),
});

export const companyStatusSchema = z.enum(['active', 'closed']);

/** `GET /api/companies/{siren}` — a company's identity. */
export const companyIdentitySchema = z.object({
  siren: z.string().regex(/^\d{9}$/),
  name: z.string(),
  sigle: z.string().nullable(),
  is_diffusible: z.boolean(),
  legal_form: codeLabelSchema.nullable(),
  naf: codeLabelSchema.nullable(),
  creation_date: z.iso.date().nullable(),
  status: companyStatusSchema,
  closure_date: z.iso.date().nullable(),
  head_office: headOfficeSchema.nullable(),
  vat_number: z.string().nullable(),
});

export const companyIdentityResponseSchema = z.object({ data: companyIdentitySchema });

export type CompanyIdentity = z.infer<typeof companyIdentitySchema>;
export type CompanyIdentityResponse = z.infer<typeof companyIdentityResponseSchema>;
