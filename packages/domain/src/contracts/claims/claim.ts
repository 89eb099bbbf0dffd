import { z } from 'zod';
import { CLAIM_LIMITS, OPENING_DAYS } from './paths';

export const CLAIM_STATUSES = ['email-pending', 'review-pending', 'approved', 'rejected', 'withdrawn', 'expired'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const claimIdParamSchema = z.object({ id: z.uuid({ error: 'errors:claims.not-found' }) });

/** An opening range of one day, `HH:MM` to `HH:MM` (closing after opening). */
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const openingRangeSchema = z
  .object({
    day: z.enum(OPENING_DAYS, { error: 'errors:claims.hours-invalid' }),
    opens: z.string().regex(TIME, { error: 'errors:claims.hours-invalid' }),
    closes: z.string().regex(TIME, { error: 'errors:claims.hours-invalid' }),
  })
  .refine((range) => range.opens < range.closes, { error: 'errors:claims.hours-invalid', path: ['closes'] });
export type OpeningRange = z.infer<typeof openingRangeSchema>;

/** A claim as its owner sees it. */
export const claimSchema = z.object({
  id: z.string(),
  siren: z.string(),
  company_name: z.string().nullable(),
  method: z.enum(['email', 'document']),
  status: z.enum(CLAIM_STATUSES),
  proof_email: z.string().nullable(),
  representative_name: z.string().nullable(),
  decision_reason: z.string().nullable(),
  hide_home_address_requested_at: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Claim = z.infer<typeof claimSchema>;

/** What the company itself says, shown under "Informations fournies par l'entreprise". */
export const providedInformationSchema = z.object({
  siren: z.string(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  logo_path: z.string().nullable(),
  opening_hours: z.array(openingRangeSchema),
  updated_at: z.string(),
});
export type ProvidedInformation = z.infer<typeof providedInformationSchema>;
export const providedInformationResponseSchema = z.object({ data: providedInformationSchema.nullable() });

/** Where a signed-in account stands with a company: how it may prove its link, and its own claim. */
export const companyClaimStatusSchema = z.object({
  siren: z.string(),
  name: z.string().nullable(),
  is_active: z.boolean(),
  /** Domains the company gave itself (the register holds none): an address on one of them may prove the link. */
  known_domains: z.array(z.string()),
  /** Whether the account's first and last names are those of a current legal representative in the register. */
  representative_match: z.boolean(),
  /** Another account's claim is approved: this one can only contest. */
  claimed_by_other: z.boolean(),
  my_claim: claimSchema.nullable(),
  provided: providedInformationSchema.nullable(),
});
export type CompanyClaimStatus = z.infer<typeof companyClaimStatusSchema>;
export const companyClaimStatusResponseSchema = z.object({ data: companyClaimStatusSchema });
export const claimResponseSchema = z.object({ data: claimSchema });
export const claimsResponseSchema = z.object({ data: z.array(claimSchema) });

export const startEmailClaimSchema = z.object({
  email: z.email({ error: 'errors:claims.email-invalid' }).max(254, { error: 'errors:claims.email-invalid' }),
});
export const confirmEmailClaimSchema = z.object({ token: z.string().regex(/^[\w-]{43}$/, { error: 'errors:claims.link-invalid' }) });

/** Base64 of a file, bounded (a little over 4/3 of the byte bound). */
const base64Of = (maxBytes: number, key: string) =>
  z
    .string({ error: key })
    .min(4, { error: key })
    .max(Math.ceil((maxBytes * 4) / 3) + 4, { error: 'errors:claims.file-too-large' })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: key });
export const documentUploadSchema = z.object({ content_base64: base64Of(CLAIM_LIMITS.documentMaxBytes, 'errors:claims.document-invalid') });
export const logoUploadSchema = z.object({ content_base64: base64Of(CLAIM_LIMITS.logoMaxBytes, 'errors:claims.logo-invalid') });

/** Text the company writes: no markup (shown as plain text), no control characters. */
const MARKUP = /<\s*[a-z!/?]/i;
/** Control characters other than tab, line feed and carriage return. */
const hasControlCharacter = (text: string) => [...text].some((character) => {
  const code = character.charCodeAt(0);
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;
});
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'errors:claims.text-too-long' })
    .refine((text) => !MARKUP.test(text) && !hasControlCharacter(text), { error: 'errors:claims.markup-refused' });

const WEBSITE = /^https?:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#][^\s]*)?$/i;
const PHONE = /^(?:\+33\s?[1-9](?:[\s.]?\d{2}){4}|0[1-9](?:[\s.]?\d{2}){4})$/;
export const profileUpdateSchema = z.object({
  description: plainText(CLAIM_LIMITS.descriptionMaxLength).nullable(),
  website: z.string().trim().max(CLAIM_LIMITS.websiteMaxLength, { error: 'errors:claims.website-invalid' }).regex(WEBSITE, { error: 'errors:claims.website-invalid' }).nullable(),
  phone: z.string().trim().regex(PHONE, { error: 'errors:claims.phone-invalid' }).nullable(),
  opening_hours: z.array(openingRangeSchema).max(14, { error: 'errors:claims.hours-invalid' }),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const homeAddressRequestSchema = z.object({ hide: z.boolean() });
