import { XSRF_COOKIE } from '@registre/domain';

/**
 * The XSRF token from a `document.cookie` string, URL-decoded as Laravel's clients do,
 * or null when the cookie is absent or empty.
 */
export function readXsrfToken(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== XSRF_COOKIE) continue;
    const raw = part.slice(separator + 1).trim();
    if (raw === '') return null;
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}
