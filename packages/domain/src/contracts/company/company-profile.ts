import { z } from 'zod';
import { codeLabelSchema, companyIdentitySchema, headOfficeSchema } from '../company-identity';

export const legalFormGroupSchema = z.enum(['non-profit', 'individual', 'company']);

export const moneySchema = z.object({
  /** Integer cents. */
  amount_cents: z.number().int(),
  currency: z.string(),
});

export const headcountSchema = z.object({
  band: codeLabelSchema,
  year: z.number().int().nullable(),
});

export const rcsRegistrationSchema = z.object({
  /** Registry (greffe) city, from the company's BODACC notices; null when unknown. */
  city: z.string().nullable(),
  /** `RCS Paris 552 081 317` */
  number: z.string(),
  registration_date: z.iso.date().nullable(),
});

export const mainLeaderSchema = z.object({
  person_id: z.number().int(),
  /** With `person_id`, the address of the director page; null for a non-diffusible person. */
  slug: z.string().nullable(),
  kind: z.enum(['natural', 'legal']),
  /** `[ND]` for a non-diffusible person. */
  name: z.string(),
  /** SIREN of a legal-entity leader. */
  siren: z.string().nullable(),
  role: codeLabelSchema,
});

/** How many entries each profile section holds (a tab shows its count, 0 hides nothing). */
export const companySectionCountsSchema = z.object({
  establishments: z.number().int(),
  open_establishments: z.number().int(),
  representatives: z.number().int(),
  balance_sheets: z.number().int(),
  acts: z.number().int(),
  insolvency_proceedings: z.number().int(),
  commercial_advertisements: z.number().int(),
  brands: z.number().int(),
  patents: z.number().int(),
  agreements: z.number().int(),
});

/** `GET /api/companies/{siren}`: the identity plus what the profile header shows. */
export const companyProfileSchema = companyIdentitySchema.extend({
  legal_form_group: legalFormGroupSchema,
  share_capital: moneySchema.nullable(),
  corporate_purpose: z.string().nullable(),
  rcs: rcsRegistrationSchema.nullable(),
  eori_number: z.string().nullable(),
  headcount: headcountSchema.nullable(),
  /** INSEE company category: PME, ETI, GE. */
  company_category: z.string().nullable(),
  ess: z.boolean().nullable(),
  mission_company: z.boolean().nullable(),
  employer: z.boolean().nullable(),
  main_leader: mainLeaderSchema.nullable(),
  counts: companySectionCountsSchema,
});

export const companyProfileResponseSchema = z.object({ data: companyProfileSchema });

/** `GET /api/companies/{siren}?load_payment_data_only=true`: what the payment page shows. */
export const companyPaymentDataSchema = z.object({
  siren: z.string().regex(/^\d{9}$/),
  name: z.string(),
  legal_form: codeLabelSchema.nullable(),
  head_office: headOfficeSchema.nullable(),
  vat_number: z.string().nullable(),
});

export const companyPaymentDataResponseSchema = z.object({ data: companyPaymentDataSchema });

const BOOLEAN_FLAG = 'errors:company-profile.invalid-flag';

/** Query of `GET /api/companies/{siren}`. */
export const companyProfileQuerySchema = z.object({
  load_payment_data_only: z
    .enum(['true', 'false', '1', '0'], { error: BOOLEAN_FLAG })
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export type LegalFormGroupValue = z.infer<typeof legalFormGroupSchema>;
export type Money = z.infer<typeof moneySchema>;
export type MainLeader = z.infer<typeof mainLeaderSchema>;
export type CompanySectionCounts = z.infer<typeof companySectionCountsSchema>;
export type CompanyProfile = z.infer<typeof companyProfileSchema>;
export type CompanyPaymentData = z.infer<typeof companyPaymentDataSchema>;
