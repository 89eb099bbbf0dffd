import { decodedSegment } from './decoded-segment';

/** A kind of page with one canonical address per key (a company's SIREN, a person's id). */
export interface CanonicalPageKind {
  /**
   * The key of the page a path asks for and that path in its canonical spelling (segments decoded),
   * or null when the path is not such a page or names none (the page answers it).
   */
  requested(pathname: string): { key: string; path: string } | null;
  /** The page's canonical path read fresh from the API: null when it has none (404), undefined when the API did not say. */
  canonicalPath(key: string): Promise<string | null | undefined>;
}

/** Canonical paths kept to confirm a canonical address without asking the API (the common case: a right address). */
const PATHS_KEPT = 20_000;
const PATH_KEPT_MS = 10 * 60_000;

/** A path with each segment decoded, for comparing two spellings of one address. */
export const decodedPath = (path: string) => path.split('/').map(decodedSegment).join('/');

/**
 * Where a page's address should go instead (a wrong or former name, a padded or spaced key), or null
 * when it is the canonical one or the page is unknown (the page answers). Decided by the site's proxy,
 * before the page cache: a redirect rendered by a cached page would be an entry of the cache, and
 * Next 16.4 replays a cached redirect's headers on top of its own (`Location` twice, read as a broken
 * URL; vercel/next.js issue 82117), and every wrong name would add an entry to the cache. A
 * remembered path only confirms a canonical address; a redirect is always decided on a fresh read,
 * so a renamed page never bounces between its two names.
 */
export function canonicalRedirect(kind: CanonicalPageKind): (pathname: string) => Promise<string | null> {
  const kept = new Map<string, { path: string; until: number }>();
  const keep = (key: string, path: string) => {
    kept.delete(key);
    kept.set(key, { path, until: Date.now() + PATH_KEPT_MS });
    if (kept.size > PATHS_KEPT) kept.delete(kept.keys().next().value as string);
  };
  return async (pathname) => {
    const requested = kind.requested(pathname);
    if (requested === null) return null;
    const known = kept.get(requested.key);
    if (known && known.until > Date.now() && decodedPath(known.path) === requested.path) return null;
    const path = await kind.canonicalPath(requested.key).catch(() => undefined);
    if (!path) return null;
    keep(requested.key, path);
    return decodedPath(path) === requested.path ? null : path;
  };
}

/** A JSON read of the API for the proxy: the parsed body, null on 404, undefined when the API did not answer it. */
export async function proxyApiRead(url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  if (response.status === 404) return null;
  if (!response.ok) return undefined;
  return (await response.json()) as unknown;
}
