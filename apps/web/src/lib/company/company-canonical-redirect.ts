import { companyPath } from '@registre/domain';
import { apiInternalUrl } from '../../config/api';
import { canonicalRedirect, decodedPath, proxyApiRead } from '../url/canonical-redirect';
import { sirenFromParam } from './siren-from-param';

/** `/entreprises/{siren}` and `/entreprises/{siren}/{name}`. */
const COMPANY_PAGE = /^\/entreprises\/([^/]+)(?:\/([^/]+))?\/?$/;
const LOOKUP_TIMEOUT_MS = 3_000;

/**
 * Where a company page's address should go instead (`552 081 317`, `5`, no name, a wrong or former
 * name: the company's one URL), or null when it is the canonical one or the company is unknown (the
 * page answers). Used by the site's proxy, before the page cache (lib/url/canonical-redirect.ts).
 */
export const companyCanonicalRedirect = canonicalRedirect({
  requested(pathname) {
    const match = COMPANY_PAGE.exec(pathname);
    const siren = match ? sirenFromParam(match[1] ?? '') : null;
    if (match === null || siren === null) return null;
    return { key: siren, path: decodedPath(`/entreprises/${match[1] ?? ''}/${match[2] ?? ''}`) };
  },
  async canonicalPath(siren) {
    const body = (await proxyApiRead(`${apiInternalUrl()}/api/companies/${siren}`, LOOKUP_TIMEOUT_MS)) as { data?: { name?: unknown } } | null | undefined;
    if (body === null || body === undefined) return body;
    const name = body.data?.name;
    return typeof name === 'string' ? companyPath(siren, name) : undefined;
  },
});
