import { z } from 'zod';
import { AUTH_LIMITS, emailField, newPasswordField, refineNewPassword, tokenField } from './fields';
import { VALIDATION_KEYS as V } from './message-keys';

/** `POST /forgot-password` → always 200 `{ message: 'errors:auth.reset-link-sent' }`. */
export const forgotPasswordRequestSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/**
 * `POST /reset-password` (token from `/password-reset/{token}`, e-mail from `?email=`) →
 * 200 `{ message: 'errors:auth.password-reset-done' }`; 422 with `errors.email`
 * `errors:auth.reset-token-invalid` when the token is unknown, used, expired or not this e-mail's.
 */
export const resetPasswordRequestSchema = z
  .object({
    token: tokenField,
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string({ error: V.required }).max(AUTH_LIMITS.passwordMax, { error: V.passwordTooLong }),
  })
  .superRefine(refineNewPassword);
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/** The `{ message }` 200/202 answer of the mail-sending endpoints. */
export const authMessageSchema = z.object({ message: z.string() });
export type AuthMessage = z.infer<typeof authMessageSchema>;
