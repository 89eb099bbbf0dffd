import { headers } from 'next/headers';
import { parseTrustedProxies, visitorAddress } from './visitor-address';

/** Headers the API reads (apps/api/src/plugins/client-address.ts). */
export const VISITOR_ADDRESS_HEADER = 'x-visitor-address';
const SITE_SECRET_HEADER = 'x-site-secret';

function siteSecret(): string | null {
  const secret = process.env.SITE_API_SECRET?.trim() ?? '';
  return secret.length >= 32 ? secret : null;
}

/** What proves a call comes from the site's own server (server side only: the secret never reaches a browser). */
export function siteHeaders(): Record<string, string> {
  const secret = siteSecret();
  return secret === null ? {} : { [SITE_SECRET_HEADER]: secret };
}

/** The site's proof and the visitor's address, read from a request's X-Forwarded-For. */
export function visitorHeadersFrom(forwardedFor: string | null): Record<string, string> {
  const secret = siteSecret();
  const address = visitorAddress(forwardedFor, parseTrustedProxies(process.env.TRUST_PROXY));
  if (secret === null) return {};
  return address === null ? { [SITE_SECRET_HEADER]: secret } : { [SITE_SECRET_HEADER]: secret, [VISITOR_ADDRESS_HEADER]: address };
}

/**
 * For a page rendered for one visitor (search results): the API then limits that visitor rather
 * than the site's server, which every visitor shares. Reading the request makes the page dynamic:
 * cached pages send `siteHeaders()` only.
 */
export async function visitorHeaders(): Promise<Record<string, string>> {
  return visitorHeadersFrom((await headers()).get('x-forwarded-for'));
}
