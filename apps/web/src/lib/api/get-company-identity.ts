import { cache } from 'react';
import { companyIdentityResponseSchema, type CompanyIdentity } from '@registre/domain';
import { fetchCompanyJson } from './fetch-company-json';
import { companyReadTimeoutMs } from './flagged-timeouts';

/**
 * A company's identity by 9-digit SIREN, or null when the API does not know it.
 *
 * Wrapped in React `cache` so `generateMetadata` and the page share one call per request:
 * fetch memoization alone would not, because each call draws its own revalidation time. Its
 * time-out is the company fetch's (25 s while `company-fetch-timeout-25s` is active).
 */
export const getCompanyIdentity = cache(async (siren: string): Promise<CompanyIdentity | null> => {
  const response = await fetchCompanyJson(siren, `/api/companies/${encodeURIComponent(siren)}`, companyIdentityResponseSchema, { timeoutMs: await companyReadTimeoutMs() });
  return response?.data ?? null;
});
