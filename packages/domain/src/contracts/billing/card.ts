import { z } from 'zod';
import { BILLING_KEYS as K } from './message-keys';

/** Luhn check of a card number made of digits only. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * The card form of the sandbox provider. The number may hold spaces; it must be 12 to 19 digits
 * passing Luhn. The API keeps only the brand and the last four digits.
 */
export const cardSchema = z.object({
  card_number: z
    .string({ error: K.required })
    .max(32, { error: K.cardNumberInvalid })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine((value) => /^\d{12,19}$/.test(value) && passesLuhn(value), { error: K.cardNumberInvalid }),
  exp_month: z.coerce.number({ error: K.cardExpiryInvalid }).int({ error: K.cardExpiryInvalid }).min(1, { error: K.cardExpiryInvalid }).max(12, { error: K.cardExpiryInvalid }),
  exp_year: z.coerce
    .number({ error: K.cardExpiryInvalid })
    .int({ error: K.cardExpiryInvalid })
    .min(0, { error: K.cardExpiryInvalid })
    .max(2100, { error: K.cardExpiryInvalid })
    .transform((year) => (year < 100 ? 2000 + year : year)),
  cvc: z.string({ error: K.required }).trim().regex(/^\d{3,4}$/, { error: K.cvcInvalid }),
  cardholder_name: z.string({ error: K.required }).trim().min(1, { error: K.required }).max(80, { error: K.maxLength }).regex(/^\P{Cc}*$/u, { error: K.maxLength }),
});

export type CardInput = z.output<typeof cardSchema>;

/** The card's brand, from its first digits (what is kept with the last four digits). */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}
