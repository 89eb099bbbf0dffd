import { directorPagePath } from '@registre/domain';
import { apiInternalUrl } from '../../config/api';
import { canonicalRedirect, decodedPath, proxyApiRead } from '../url/canonical-redirect';
import { directorIdFromParam } from './director-id-from-param';

/** `/dirigeants/{id}` and `/dirigeants/{id}/{slug}` (`/dirigeants/article/…` and `/dirigeants/resultats` have no id). */
const DIRECTOR_PAGE = /^\/dirigeants\/([^/]+)(?:\/([^/]+))?\/?$/;
const LOOKUP_TIMEOUT_MS = 3_000;

/**
 * Where a director page's address should go instead (no slug, a wrong or former slug, a padded id: the
 * person's one URL), or null when it is the canonical one or the person is unknown (the page answers
 * its 404). Used by the site's proxy, before the page cache (lib/url/canonical-redirect.ts).
 */
export const directorCanonicalRedirect = canonicalRedirect({
  requested(pathname) {
    const match = DIRECTOR_PAGE.exec(pathname);
    const id = match ? directorIdFromParam(match[1] ?? '') : null;
    if (match === null || id === null) return null;
    return { key: String(id), path: decodedPath(`/dirigeants/${match[1] ?? ''}/${match[2] ?? ''}`) };
  },
  async canonicalPath(id) {
    const body = (await proxyApiRead(`${apiInternalUrl()}/api/directors/${id}`, LOOKUP_TIMEOUT_MS)) as { data?: { id?: unknown; slug?: unknown } } | null | undefined;
    if (body === null || body === undefined) return body;
    const { id: personId, slug } = body.data ?? {};
    return typeof personId === 'number' && (typeof slug === 'string' || slug === null) ? directorPagePath(personId, slug) : undefined;
  },
});
