/** Kept for the company page's imports (other work in progress there) until they read `companyPath` from @registre/domain too; then delete. */
export { companyPath, companySlug } from '@registre/domain';
