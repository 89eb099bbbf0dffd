import { readCookie } from '../api-client/read-cookie';

/**
 * The cookie every session of the API comes with and scripts can read (the API's XSRF-TOKEN,
 * `XSRF_COOKIE` of the domain package: not imported here, to keep the domain's zod contracts out
 * of every page's JavaScript; a unit test checks both names agree).
 */
export const SESSION_HINT_COOKIE = 'XSRF-TOKEN';

/**
 * False when the browser holds no session at all, so a profile call (`GET /api/me`) could only
 * answer 401: callers skip it and treat the visitor as a guest, with no request and no 401 in the
 * console. True does not mean signed in (a guest session has the cookie too): ask the API.
 */
export function hasSessionHint(cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie): boolean {
  return readCookie(cookieHeader, SESSION_HINT_COOKIE) !== null;
}
