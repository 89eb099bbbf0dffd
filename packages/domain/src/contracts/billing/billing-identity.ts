import { z } from 'zod';
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
 * Who is billed (specification §3 "Search form", §5): company_name, postcode, firstname and
 * lastname required, phone and vat_number optional; texts at most 80 characters, the postcode
 * at most 5 digits.
 */
export const billingIdentitySchema = z.object({
  company_name: requiredText(BILLING_IDENTITY_LIMITS.textMax),
  postcode: z
    .string({ error: K.required })
    .trim()
    .min(1, { error: K.required })
    .max(BILLING_IDENTITY_LIMITS.postcodeMax, { error: K.maxLength })
    .regex(/^\d*$/, { error: K.postcodeNumeric }),
  firstname: requiredText(BILLING_IDENTITY_LIMITS.textMax),
  lastname: requiredText(BILLING_IDENTITY_LIMITS.textMax),
  phone: optionalText(BILLING_IDENTITY_LIMITS.textMax),
  vat_number: optionalText(BILLING_IDENTITY_LIMITS.textMax),
});

export type BillingIdentity = z.output<typeof billingIdentitySchema>;
