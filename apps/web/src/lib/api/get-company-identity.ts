import { cache } from 'react';
import { companyIdentityResponseSchema, type CompanyIdentity } from '@registre/domain';
import { companyRevalidateSeconds } from './company-revalidate-seconds';
import { fetchApiJson } from './fetch-api-json';

/**
 * A company's identity by 9-digit SIREN, or null when the API does not know it.
 *
 * Wrapped in React `cache` so `generateMetadata` and the page share one call per request:
 * fetch memoization alone would not, because each call draws its own revalidation time.
 */
export const getCompanyIdentity = cache(async (siren: string): Promise<CompanyIdentity | null> => {
  const response = await fetchApiJson(`/api/companies/${encodeURIComponent(siren)}`, companyIdentityResponseSchema, {
    next: { revalidate: companyRevalidateSeconds(), tags: [`company:${siren}`] },
  });
  return response?.data ?? null;
});
