import { companyPath, type DirectorProfile } from '@registre/domain';
import { absoluteUrl } from '@/lib/seo/site-origin';
import type { JsonLdObject } from '@/lib/seo/structured-data';

/**
 * schema.org Person for a diffusible natural person: name and the companies of their current
 * mandates. No birth date: the page shows month and year, structured data need not repeat it.
 */
export function directorPersonJsonLd(profile: DirectorProfile, path: string): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    url: absoluteUrl(path),
    ...(profile.first_names ? { givenName: profile.first_names } : {}),
    ...(profile.usage_name || profile.last_name ? { familyName: profile.usage_name || profile.last_name } : {}),
    worksFor: profile.mandates.current
      .filter(({ company }) => company.is_diffusible)
      .map(({ company }) => ({ '@type': 'Organization', name: company.name, url: absoluteUrl(companyPath(company.siren, company.name)) })),
  };
}
