import { z } from 'zod';
import { VALIDATION_KEYS as V } from './message-keys';

/** Limits shared by the forms and the API (the specification's field maximum is 80). */
export const AUTH_LIMITS = {
  emailMax: 254,
  nameMax: 80,
  passwordMin: 8,
  /** Longer inputs are refused before hashing (argon2 on megabytes is a denial of service). */
  passwordMax: 128,
  textMax: 80,
  trackingSourceMax: 200,
  tokenMax: 200,
} as const;

/** An e-mail address, trimmed and lower-cased (accounts are unique by lower-cased e-mail). */
export const emailField = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(AUTH_LIMITS.emailMax, { error: V.tooLong })
  .pipe(z.email({ error: V.emailInvalid }))
  .transform((value) => value.toLowerCase());

/** A new password: length rules only (the common-password list is checked by the API). */
export const newPasswordField = z
  .string({ error: V.required })
  .min(AUTH_LIMITS.passwordMin, { error: V.passwordTooShort })
  .max(AUTH_LIMITS.passwordMax, { error: V.passwordTooLong });

/** A password typed to prove who one is (login, current password): any non-empty string. */
export const anyPasswordField = z
  .string({ error: V.required })
  .min(1, { error: V.required })
  .max(AUTH_LIMITS.passwordMax, { error: V.passwordTooLong });

/** No control character (NUL, line break, tab, ...): one-line text, which PostgreSQL can store (it refuses NUL). */
const ONE_LINE = /^\P{Cc}*$/u;

export const nameField = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(AUTH_LIMITS.nameMax, { error: V.tooLong })
  .regex(ONE_LINE, { error: V.controlCharacter });

/** Optional free text of the onboarding form; an empty string is stored as null. */
export const optionalTextField = z
  .string({ error: V.invalid })
  .trim()
  .max(AUTH_LIMITS.textMax, { error: V.tooLong })
  .regex(ONE_LINE, { error: V.controlCharacter })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** The remembered search-source identifier (`gclid=...`) sent with a registration, if any. */
export const trackingSourceField = z
  .string({ error: V.invalid })
  .max(AUTH_LIMITS.trackingSourceMax, { error: V.tooLong })
  .regex(ONE_LINE, { error: V.controlCharacter })
  .nullable()
  .optional();

/** A single-use token copied from a mailed link (URL-safe base64). */
export const tokenField = z
  .string({ error: V.required })
  .min(1, { error: V.required })
  .max(AUTH_LIMITS.tokenMax, { error: V.invalid })
  .regex(/^[\w-]+$/, { error: V.invalid });

/** True when the password equals the e-mail or its local part (case-insensitive). */
export function passwordResemblesEmail(password: string, email: string): boolean {
  const lowered = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  return lowered === address || lowered === address.split('@')[0];
}

/**
 * The cross-field rules of a new password, for `superRefine`: the confirmation matches, and
 * the password is not the e-mail (when the e-mail is part of the form).
 */
export function refineNewPassword(
  value: { password?: string | undefined; password_confirmation?: string | undefined; email?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (value.password === undefined) return;
  if (value.password !== value.password_confirmation) {
    context.addIssue({ code: 'custom', path: ['password_confirmation'], message: V.passwordConfirmationMismatch });
  }
  if (value.email !== undefined && passwordResemblesEmail(value.password, value.email)) {
    context.addIssue({ code: 'custom', path: ['password'], message: V.passwordSameAsEmail });
  }
}
