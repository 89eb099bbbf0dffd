import { z } from 'zod';
import { VALIDATION_KEYS as V } from './message-keys';

/**
 * The query of the mailed link `${WEB_ORIGIN}/verify-email?id=&hash=&expires=&signature=`,
 * which the page posts unchanged to `POST /email/verify` → 204 (sets `email_verified_at`), or 200
 * `VerifyEmailResponse` when the proof came from another browser than the registering one (see below);
 * 403 `errors:auth.verification-link-invalid` or `...-expired`. Opening the page changes nothing.
 * `POST /email/verification-notification` (signed in) → 202 `{ message }`, or 204 when
 * already verified; rate-limited (429 + Retry-After).
 */
export const verifyEmailRequestSchema = z.object({
  id: z.string({ error: V.invalid }).regex(/^\d{1,18}$/, { error: V.invalid }),
  hash: z.string({ error: V.invalid }).regex(/^[0-9a-f]{64}$/, { error: V.invalid }),
  expires: z.string({ error: V.invalid }).regex(/^\d{1,12}$/, { error: V.invalid }),
  signature: z.string({ error: V.invalid }).regex(/^[0-9a-f]{64}$/, { error: V.invalid }),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

/**
 * `POST /email/verify` → 200 when the address was proved from a browser other than the one that
 * registered the account (pre-hijacking): every session ended, the registrant's password erased,
 * what else was switched off (`findings`: message keys, e.g. a suspended webhook), and where the
 * owner sets their own password (the site's `/password-reset/{token}?email=` path).
 */
export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  findings: z.array(z.string()),
  password_reset_path: z.string(),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;
