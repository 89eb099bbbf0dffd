/** Kept for imports written before `companyPath` moved to @registre/domain (the API's sitemaps need it). */
export { companyPath } from '@registre/domain';
