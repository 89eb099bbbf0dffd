import { directorProfileResponseSchema, type CompanyIdentity, type DirectorProfile } from '@registre/domain';
import { featuredCompanySirens, featuredDirectorIds } from '@/config/featured';
import { fetchApiJson } from '@/lib/api/fetch-api-json';
import { getCompanyIdentity } from '@/lib/api/get-company-identity';

const FEATURED_REVALIDATE_SECONDS = 3_600;

/** Settles every lookup; an entry that fails or is unknown is left out. */
async function known<T>(lookups: Promise<T | null>[]): Promise<T[]> {
  const settled = await Promise.allSettled(lookups);
  return settled.flatMap((result) => (result.status === 'fulfilled' && result.value !== null ? [result.value] : []));
}

/** The configured companies to explore, those the API knows, in configuration order. */
export function getFeaturedCompanies(): Promise<CompanyIdentity[]> {
  return known(featuredCompanySirens().map((siren) => getCompanyIdentity(siren)));
}

/** The configured business leaders, those the API knows and may show (diffusible), in configuration order. */
export async function getFeaturedDirectors(): Promise<DirectorProfile[]> {
  const profiles = await known(
    featuredDirectorIds().map(async (id) => {
      const response = await fetchApiJson(`/api/directors/${id}`, directorProfileResponseSchema, { next: { revalidate: FEATURED_REVALIDATE_SECONDS } });
      return response?.data ?? null;
    }),
  );
  return profiles.filter((profile) => profile.is_diffusible);
}
