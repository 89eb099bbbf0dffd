/** Kept for imports written before `companyPath` moved to @registre/domain (the API's sitemaps need it). */
export { companyPath, companySlug } from '@registre/domain';
