import { cache } from 'react';
import { companyPageResponseSchema, type CompanyPageData } from '@registre/domain';
import { fetchCompanyJson } from './fetch-company-json';
import { companyReadTimeoutMs } from './flagged-timeouts';

/**
 * Everything the company page shows, in one API read (`GET /api/companies/{siren}/page`), or
 * null for an unknown SIREN. Shared by `generateMetadata` and the page through React `cache`;
 * cached by Next with the company's revalidation time and tag, like the identity read. Waits 25 s
 * for the API while the `company-fetch-timeout-25s` flag is active (flagged-timeouts.ts).
 */
export const getCompanyPage = cache(async (siren: string): Promise<CompanyPageData | null> => {
  const response = await fetchCompanyJson(siren, `/api/companies/${encodeURIComponent(siren)}/page`, companyPageResponseSchema, { timeoutMs: await companyReadTimeoutMs() });
  return response?.data ?? null;
});
