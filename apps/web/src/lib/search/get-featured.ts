import type { CompanyIdentity, DirectorProfile } from '@registre/domain';
import { featuredCompanySirens, featuredDirectorIds } from '@/config/featured';
import { getCompanyIdentity } from '@/lib/api/get-company-identity';
import { getDirectorProfile } from '@/lib/directors/get-director';

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
  // Register data, cached like the director's own page (random lifetime, `director:{id}` tag).
  const profiles = await known(featuredDirectorIds().map((id) => getDirectorProfile(id)));
  return profiles.filter((profile) => profile.is_diffusible);
}
