import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { safeRedirectTarget } from '@/lib/auth/safe-redirect-target';

/**
 * The path and query of the live page being rendered, set by the proxy on the request it passes on
 * (proxy.ts, through `safeRedirectTarget`) and removed from every other request, so a visitor cannot write it.
 */
export const LIVE_PAGE_PATH_HEADER = 'x-registre-live-page';

/**
 * A live page whose API read was just refused (429 for this visitor, or an outage) asks for itself
 * again: a render that has started cannot change its status, but the proxy answers the repeated
 * request with the French 429 or 503 page, its status and Retry-After, from what the refusal left
 * in api-refusals.ts. Elsewhere (no header: not a live page) it does nothing and the error page shows.
 */
export async function askLivePageAgain(): Promise<void> {
  let path: string | null = null;
  try {
    path = safeRedirectTarget((await headers()).get(LIVE_PAGE_PATH_HEADER));
  } catch {
    return; // outside a request (build, cached render): the error page shows
  }
  if (path !== null) redirect(path);
}
