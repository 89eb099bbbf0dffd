import { z } from 'zod';
import { anyPasswordField, emailField } from './fields';

/**
 * `POST /login` → 204 (the session id is rotated); 422 `errors:auth.failed` whatever the cause;
 * 429 with `Retry-After` after too many attempts for the IP or the e-mail.
 */
export const loginRequestSchema = z.object({
  email: emailField,
  password: anyPasswordField,
  /** "Se souvenir de moi": the session cookie outlives the browser session (its absolute lifetime); otherwise it ends with it. */
  remember: z.boolean().optional(),
});

export type LoginRequest = z.input<typeof loginRequestSchema>;
