import { z } from 'zod';
import { isValidSiren } from '../../company-id/is-valid-siren';
import { BILLING_KEYS as K } from './message-keys';

const ONE_LINE = /^\P{Cc}*$/u;

const requiredText = (max: number) =>
  z
    .string({ error: K.required })
    .trim()
    .min(1, { error: K.required })
    .max(max, { error: K.maxLength })
    .regex(ONE_LINE, { error: K.maxLength });

const optionalText = (max: number) =>
  z
    .string({ error: K.maxLength })
    .trim()
    .max(max, { error: K.maxLength })
    .regex(ONE_LINE, { error: K.maxLength })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/** Field maxima of the billing identity (specification §5, §9): 80, and 5 for the postcode. */
export const BILLING_IDENTITY_LIMITS = { textMax: 80, postcodeMax: 5 } as const;

/**
 * The countries a buyer may be billed in (ISO 3166 alpha-2), France first: those whose postcodes
 * are at most 5 digits, as the postcode field takes.
 */
export const BILLING_COUNTRIES = ['FR', 'BE', 'LU', 'MC', 'CH', 'DE', 'AT', 'ES', 'IT'] as const;

/** A consumer, or a business picked from the register (its SIREN printed on the invoice, prices shown HT beside TTC). */
export const BUYER_TYPES = ['individual', 'business'] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];

/**
 * Who is billed (specification §3 "Search form", §5), with the full postal address a French
 * invoice names: firstname and lastname, street line, postcode, city and country (`FR` unless
 * told) required; a business buyer also gives its company name and SIREN (picked from the
 * register), its VAT number where it has one; phone optional. Texts at most 80 characters, the
 * postcode at most 5 digits. The rules that depend on the buyer type are in `refineBillingIdentity`.
 */
export const billingIdentitySchema = z.object({
  buyer_type: z.enum(BUYER_TYPES, { error: K.buyerTypeInvalid }).default('individual'),
  company_name: optionalText(BILLING_IDENTITY_LIMITS.textMax),
  siren: z
    .string({ error: K.sirenInvalid })
    .transform((value) => value.replace(/\s/g, ''))
    .refine((value) => value === '' || isValidSiren(value), { error: K.sirenInvalid })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  address_line: requiredText(BILLING_IDENTITY_LIMITS.textMax),
  postcode: z
    .string({ error: K.required })
    .trim()
    .min(1, { error: K.required })
    .max(BILLING_IDENTITY_LIMITS.postcodeMax, { error: K.maxLength })
    .regex(/^\d*$/, { error: K.postcodeNumeric }),
  city: requiredText(BILLING_IDENTITY_LIMITS.textMax),
  country: z
    .string({ error: K.countryInvalid })
    .trim()
    .toUpperCase()
    .refine((code) => (BILLING_COUNTRIES as readonly string[]).includes(code), { error: K.countryInvalid })
    .default('FR'),
  firstname: requiredText(BILLING_IDENTITY_LIMITS.textMax),
  lastname: requiredText(BILLING_IDENTITY_LIMITS.textMax),
  phone: optionalText(BILLING_IDENTITY_LIMITS.textMax),
  vat_number: optionalText(BILLING_IDENTITY_LIMITS.textMax),
});

type BillingIdentityOutput = z.output<typeof billingIdentitySchema>;

/** A business buyer names its company and gives its SIREN; a consumer may leave both empty. */
export function refineBillingIdentity(value: Pick<BillingIdentityOutput, 'buyer_type' | 'company_name' | 'siren'>, ctx: z.RefinementCtx): void {
  if (value.buyer_type !== 'business') return;
  if (!value.company_name) ctx.addIssue({ code: 'custom', path: ['company_name'], message: K.required });
  if (!value.siren) ctx.addIssue({ code: 'custom', path: ['siren'], message: K.sirenRequired });
}

/**
 * The billing identity as stored with a subscription. Subscriptions taken before the full address
 * have only `company_name`, `postcode`, the names, `phone` and `vat_number`: the other fields are
 * then absent.
 */
export type BillingIdentity = Omit<BillingIdentityOutput, 'buyer_type' | 'siren' | 'address_line' | 'city' | 'country'> &
  Partial<Pick<BillingIdentityOutput, 'buyer_type' | 'siren' | 'address_line' | 'city' | 'country'>>;
