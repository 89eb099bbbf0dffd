import { slugify } from '../format/slugify';

/**
 * The public URL of a company page: /entreprises/{siren}/{companyName}, the name being the
 * one the company is shown under (`companyDisplayName`). The site links to it and answers a
 * 308 to it from any other slug; the sitemaps list it.
 */
export function companyPath(siren: string, companyName: string): string {
  const slug = slugify(companyName) || 'entreprise';
  return `/entreprises/${siren}/${encodeURIComponent(slug)}`;
}
