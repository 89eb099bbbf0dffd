import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Length of a token made by `randomToken()`: 32 random bytes in URL-safe base64. */
export const TOKEN_LENGTH = 43;
const TOKEN_PATTERN = /^[\w-]{43}$/;

/** 256 random bits, URL-safe (session ids, CSRF tokens, mailed single-use tokens). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** True when the value has the shape of a `randomToken()` (checked before any lookup). */
export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** What the database keeps of a secret token: its SHA-256, so a leak gives no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Constant-time comparison of two strings. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
