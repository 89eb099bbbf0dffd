import { z } from 'zod';
import { AUTH_LIMITS, anyPasswordField, emailField, nameField, newPasswordField, optionalTextField, refineNewPassword } from './fields';
import { VALIDATION_KEYS as V } from './message-keys';

/**
 * `PATCH /api/me`, or `POST /api/me` with `_method: 'PATCH'` → 200 with the user.
 * Every field is optional. Changing `email` or `password` requires `current_password`;
 * a new e-mail resets `email_verified_at` and sends a verification link; a new password
 * ends the user's other sessions. 422 with field errors.
 */
export const updateProfileRequestSchema = z
  .object({
    first_name: nameField.optional(),
    last_name: nameField.optional(),
    email: emailField.optional(),
    current_password: anyPasswordField.optional(),
    password: newPasswordField.optional(),
    password_confirmation: z.string({ error: V.invalid }).max(AUTH_LIMITS.passwordMax, { error: V.passwordTooLong }).optional(),
  })
  .superRefine((value, context) => {
    refineNewPassword({ password: value.password, password_confirmation: value.password_confirmation }, context);
    if ((value.password !== undefined || value.email !== undefined) && value.current_password === undefined) {
      context.addIssue({ code: 'custom', path: ['current_password'], message: V.currentPasswordRequired });
    }
  });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** A SIREN typed in a form: 9 digits, spaces allowed. */
const sirenField = z
  .string({ error: V.sirenInvalid })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.union([z.literal(''), z.string().regex(/^\d{9}$/, { error: V.sirenInvalid })]))
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const phoneField = z
  .string({ error: V.phoneInvalid })
  .trim()
  .max(AUTH_LIMITS.textMax, { error: V.tooLong })
  .regex(/^$|^\+?[\d\s().-]{6,30}$/, { error: V.phoneInvalid })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/**
 * `PATCH /api/onboarding/user-infos`, or `POST` with `_method: 'PATCH'` → 200 with the user:
 * the details asked after a first payment. Fields left out are kept; null or '' clears one.
 */
export const onboardingRequestSchema = z.object({
  company_name: optionalTextField,
  siren: sirenField,
  phone: phoneField,
  job: optionalTextField,
  heard_about: optionalTextField,
});
export type OnboardingRequest = z.input<typeof onboardingRequestSchema>;

/** `DELETE /api/me` `{ password }` → 204: the account is erased and every session ended. */
export const deleteAccountRequestSchema = z.object({ password: anyPasswordField });
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;
