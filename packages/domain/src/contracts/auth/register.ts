import { z } from 'zod';
import { AUTH_LIMITS, emailField, nameField, newPasswordField, refineNewPassword, trackingSourceField } from './fields';
import { VALIDATION_KEYS as V } from './message-keys';

/**
 * `POST /register` → 201 with the new user (signed in); 422 `{ message, errors: { field: [keys] } }`.
 * `terms_accepted` must be true; `tracking_source` is the remembered search-source identifier
 * (`gclid=...`) if any.
 */
export const registerRequestSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    password_confirmation: z.string({ error: V.required }).max(AUTH_LIMITS.passwordMax, { error: V.passwordTooLong }),
    first_name: nameField,
    last_name: nameField,
    terms_accepted: z.literal(true, { error: V.termsRequired }),
    tracking_source: trackingSourceField,
  })
  .superRefine(refineNewPassword);

export type RegisterRequest = z.input<typeof registerRequestSchema>;
