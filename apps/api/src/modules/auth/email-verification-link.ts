import { createHash, createHmac } from 'node:crypto';
import type { VerifyEmailRequest } from '@registre/domain';
import { sameSecret } from './secret-token';

/** Hours a verification link stays valid. */
export const EMAIL_VERIFICATION_HOURS = 24;

const emailHash = (email: string) => createHash('sha256').update(email).digest('hex');
const sign = (key: string, id: string, hash: string, expires: string) =>
  createHmac('sha256', key).update(`verify-email|${id}|${hash}|${expires}`).digest('hex');

/**
 * The signed, expiring link of the verification mail: the site's `/verify-email` page with
 * the user id, a hash of the e-mail (a changed address voids the link), the expiry (Unix
 * seconds) and an HMAC-SHA256 of the three under APP_KEY.
 */
export function emailVerificationUrl(options: { webOrigin: string; key: string; userId: string; email: string; now?: Date }): string {
  const expires = String(Math.floor((options.now ?? new Date()).getTime() / 1000) + EMAIL_VERIFICATION_HOURS * 3600);
  const hash = emailHash(options.email);
  const url = new URL('/verify-email', options.webOrigin);
  url.search = new URLSearchParams({ id: options.userId, hash, expires, signature: sign(options.key, options.userId, hash, expires) }).toString();
  return url.toString();
}

export type VerificationCheck = 'valid' | 'invalid' | 'expired';

/** Checks a link's signature, then its expiry, then that it is for this e-mail. */
export function checkEmailVerification(request: VerifyEmailRequest, key: string, email: string | null, now: Date = new Date()): VerificationCheck {
  if (!sameSecret(sign(key, request.id, request.hash, request.expires), request.signature)) return 'invalid';
  if (Number(request.expires) * 1000 <= now.getTime()) return 'expired';
  if (email === null || !sameSecret(emailHash(email), request.hash)) return 'invalid';
  return 'valid';
}
