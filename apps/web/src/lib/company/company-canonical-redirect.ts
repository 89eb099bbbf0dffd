import { companyPath, companySlug } from '@registre/domain';
import { apiInternalUrl } from '../../config/api';
import { decodedSegment } from '../url/decoded-segment';
import { sirenFromParam } from './siren-from-param';

const COMPANY_PAGE = /^\/entreprises\/([^/]+)\/([^/]+)\/?$/;
/** Names kept to confirm a canonical address without asking the API (the common case: a right address). */
const NAMES_KEPT = 20_000;
const NAME_KEPT_MS = 10 * 60_000;
const LOOKUP_TIMEOUT_MS = 3_000;

const names = new Map<string, { name: string; until: number }>();

/** The company's registered name from the API: null when it has none (404), undefined when the API did not say. */
async function freshName(siren: string): Promise<string | null | undefined> {
  try {
    const response = await fetch(`${apiInternalUrl()}/api/companies/${siren}`, { cache: 'no-store', signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) });
    if (response.status === 404) return null;
    if (!response.ok) return undefined;
    const body = (await response.json()) as { data?: { name?: unknown } };
    const name = body.data?.name;
    if (typeof name !== 'string') return undefined;
    names.delete(siren);
    names.set(siren, { name, until: Date.now() + NAME_KEPT_MS });
    if (names.size > NAMES_KEPT) names.delete(names.keys().next().value as string);
    return name;
  } catch {
    return undefined;
  }
}

const isCanonical = (siren: string, sirenSegment: string, nameSegment: string, name: string) =>
  siren === sirenSegment && decodedSegment(nameSegment) === companySlug(name);

/**
 * Where a company page's address should go instead (`552 081 317`, `5`, a wrong or former name: the
 * company's one URL), or null when it is the canonical one or the company is unknown (the page answers).
 * Answered here, before the page cache: a redirect rendered by the cached page would be cached, and
 * Next 16.4 replays a cached redirect's headers on top of its own (`Location` twice, read as a broken
 * URL; vercel/next.js issue 82117), and every wrong name would add an entry to the cache. A remembered
 * name only confirms a canonical address; a redirect is always decided on a fresh read, so a renamed
 * company never bounces between its two names.
 */
export async function companyCanonicalRedirect(pathname: string): Promise<string | null> {
  const match = COMPANY_PAGE.exec(pathname);
  if (!match) return null;
  const [, sirenSegment = '', nameSegment = ''] = match;
  const siren = sirenFromParam(sirenSegment);
  if (siren === null) return null;
  const kept = names.get(siren);
  if (kept && kept.until > Date.now() && isCanonical(siren, sirenSegment, nameSegment, kept.name)) return null;
  const name = await freshName(siren);
  if (!name || isCanonical(siren, sirenSegment, nameSegment, name)) return null;
  return companyPath(siren, name);
}
