import { AUTH_LIMITS, VALIDATION_KEYS as V } from '@registre/domain';
import { boolean, config, email, string } from 'zod';
import { fr } from 'zod/locales';

/*
 * Field rules of the account forms, with the limits the API applies (AUTH_LIMITS). Messages are
 * the API's own i18n keys, so a field error reads the same whether the browser or the API found
 * it; zod's French locale covers anything else. Named zod imports only: `z` would ship every
 * locale to the browser (DESIGN.md §3).
 */
config(fr());
// No code generation in the browser: the site's Content-Security-Policy refuses eval, which zod's
// compiled fast path would try (and report as a violation) before falling back.
config({ jitless: true });

export const emailInput = () =>
  string({ error: V.required })
    .trim()
    .min(1, { error: V.required })
    .max(AUTH_LIMITS.emailMax, { error: V.tooLong })
    .pipe(email({ error: V.emailInvalid }));

export const nameInput = () =>
  string({ error: V.required }).trim().min(1, { error: V.required }).max(AUTH_LIMITS.nameMax, { error: V.tooLong });

/** A password typed to prove who one is: anything not empty. */
export const passwordInput = () =>
  string({ error: V.required }).min(1, { error: V.required }).max(AUTH_LIMITS.passwordMax, { error: V.passwordTooLong });

/** A new password: the length rules (the common-password list is the API's). */
export const newPasswordInput = () =>
  string({ error: V.required })
    .min(AUTH_LIMITS.passwordMin, { error: V.passwordTooShort })
    .max(AUTH_LIMITS.passwordMax, { error: V.passwordTooLong });

export const confirmationInput = () => string({ error: V.required }).max(AUTH_LIMITS.passwordMax, { error: V.passwordTooLong });

export const checkboxInput = () => boolean({ error: V.invalid });

/** A new password and its confirmation, for a schema's `.refine(confirmationMatches, CONFIRMATION_MISMATCH)`. */
export const newPasswordPair = () => ({ password: newPasswordInput(), password_confirmation: confirmationInput() });

/** True when the confirmation repeats the password (else CONFIRMATION_MISMATCH is reported). */
export function confirmationMatches(value: { password: string; password_confirmation: string }): boolean {
  return value.password === value.password_confirmation;
}

export const CONFIRMATION_MISMATCH = { path: ['password_confirmation'], error: V.passwordConfirmationMismatch };
