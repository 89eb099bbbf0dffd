import { NextResponse, type NextRequest } from 'next/server';
import { safeRedirectTarget } from '@/lib/auth/safe-redirect-target';
import { companyCanonicalRedirect } from '@/lib/company/company-canonical-redirect';
import { directorCanonicalRedirect } from '@/lib/directors/director-canonical-redirect';
import { securityHeaders } from '@/lib/security/security-headers';
import { apiDownFor, rateLimitedFor } from '@/lib/visitor/api-refusals';
import { isLivePage } from '@/lib/visitor/live-pages';
import { LIVE_PAGE_PATH_HEADER } from '@/lib/visitor/live-page-retry';
import { hasMalformedEscape, malformedPathResponse } from '@/lib/visitor/malformed-path';
import { refusalResponse } from '@/lib/visitor/refusal-page';
import { parseTrustedProxies, visitorAddress } from '@/lib/visitor/visitor-address';

/**
 * Every page and route of the site: its security headers (lib/security/security-headers.ts);
 * and, for the pages read live from the API, the answer the API's last refusal calls for: a
 * visitor it asked to wait gets the French 429 page with Retry-After, and during an outage the
 * French 503 page, without asking the API again. A live page's render that meets such a refusal
 * asks for itself again (lib/visitor/live-page-retry.ts), so the visitor gets that answer at once.
 * A path with a malformed `%` escape gets the French 400 page. A company or director page's address
 * that is not its canonical one is redirected here, before the page cache (lib/url/canonical-redirect.ts).
 */
export async function proxy(request: NextRequest): Promise<Response> {
  const headers = securityHeaders(process.env);
  // A path that does not decode names no page: a French 400, never the framework's English 500.
  if (hasMalformedEscape(request.nextUrl.pathname)) return malformedPathResponse(headers);
  const { pathname } = request.nextUrl;
  const canonical = (await companyCanonicalRedirect(pathname)) ?? (await directorCanonicalRedirect(pathname));
  if (canonical !== null) {
    // An absolute URL, as the proxy requires; Next answers it relative when it is on the request's own origin.
    const redirect = NextResponse.redirect(new URL(canonical, request.nextUrl), 308);
    for (const [name, value] of Object.entries(headers)) redirect.headers.set(name, value);
    return redirect;
  }
  const requestHeaders = new Headers(request.headers);
  requestHeaders.delete(LIVE_PAGE_PATH_HEADER);
  if (isLivePage(request.nextUrl.pathname)) {
    const path = safeRedirectTarget(`${request.nextUrl.pathname}${request.nextUrl.search}`);
    if (path !== null) requestHeaders.set(LIVE_PAGE_PATH_HEADER, path);
    const visitor = visitorAddress(request.headers.get('x-forwarded-for'), parseTrustedProxies(process.env.TRUST_PROXY));
    const wait = rateLimitedFor(visitor);
    if (wait > 0) return refusalResponse('rate-limited', wait, headers);
    const down = apiDownFor();
    if (down > 0) return refusalResponse('unavailable', down, headers);
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
