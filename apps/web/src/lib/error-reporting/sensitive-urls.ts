/**
 * Calls whose request and response bodies carry credentials or personal data (SPECIFICATION §9):
 * sign-in, registration, sign-out, password recovery and reset, the profile (`/api/me` and what
 * is under it: export, magic link) and register-and-subscribe. Error reporting never keeps their
 * bodies. Matched on the path, whatever the host, with or without a query string.
 */
export const SENSITIVE_URL_PATTERNS: readonly RegExp[] = [
  /\/(login|register|logout|forgot-password|reset-password|register-and-subscribe)\/?(?:[?#]|$)/,
  /\/api\/me(?:[/?#]|$)/,
];

/** True when the bodies of a call to `url` must not be reported. */
export function isSensitiveUrl(url: string): boolean {
  return SENSITIVE_URL_PATTERNS.some((pattern) => pattern.test(url));
}
