import { randomBytes } from 'node:crypto';

/** Crockford's base32 alphabet: no I, L, O, U, so a code read aloud or typed is unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new verification code: 12 base32 characters (60 random bits) in three groups of four,
 * `7K3M-Q9TX-2HVB`. Unguessable (2^60 codes) and short enough to type from a printed page.
 * Each random byte gives 5 bits (256 is a multiple of 32, so every character is equally likely).
 */
export function newVerificationCode(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(12);
  let code = '';
  for (let i = 0; i < 12; i += 1) code += ALPHABET[(bytes[i] ?? 0) & 31];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8, 12)}`;
}

/** `${siteUrl}/verification/{code}` without a doubled slash. */
export function verificationUrl(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/verification/${code}`;
}
