import type { NextRequest } from 'next/server';
import { CONSENT_COOKIE_NAME, readConsentCookie } from '@/lib/consent/consent-cookie';
import { tagManagerBootstrap, tagManagerContainerId } from '@/lib/consent/tag-manager';

/**
 * /tag-manager.js: the tag manager's bootstrap, empty when no container id is configured.
 * A route, not inline markup, so the id is read when the site runs (one build, any container)
 * while the pages stay static. Its consent defaults follow the visitor's cookie: never cached.
 */
export const dynamic = 'force-dynamic';

export function GET(request: NextRequest): Response {
  const cookie = request.cookies.get(CONSENT_COOKIE_NAME);
  const stored = cookie ? readConsentCookie(`${CONSENT_COOKIE_NAME}=${cookie.value}`) : null;
  return new Response(tagManagerBootstrap(tagManagerContainerId(), stored), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });
}
