import { createHmac, timingSafeEqual } from 'node:crypto';
import { SITE_REVALIDATION_MAX_AGE_SECONDS } from '@registre/domain';

const SIGNATURE = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

/**
 * Whether `header` (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, see the domain's
 * page-revalidation contract) signs `body` with `secret`, at most SITE_REVALIDATION_MAX_AGE_SECONDS
 * away from `now`: a call read on the way cannot be replayed later, nor its body changed.
 */
export function isSignedRevalidation(secret: string, header: string | null, body: string, now: Date): boolean {
  const match = SIGNATURE.exec(header ?? '');
  if (!match) return false;
  const [, t = '', signature = ''] = match;
  if (Math.abs(now.getTime() / 1000 - Number(t)) > SITE_REVALIDATION_MAX_AGE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
