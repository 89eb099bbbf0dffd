import { XSRF_COOKIE } from '@registre/domain';
import { readCookie } from './read-cookie';

/**
 * The XSRF token from a `document.cookie` string, URL-decoded as Laravel's clients do,
 * or null when the cookie is absent or empty.
 */
export function readXsrfToken(cookieHeader: string): string | null {
  return readCookie(cookieHeader, XSRF_COOKIE);
}
