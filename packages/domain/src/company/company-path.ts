import { slugify } from '../format/slugify';

/** The name part of a company's URL: its slugified name (`entreprise` when nothing is left of it). */
export function companySlug(companyName: string): string {
  return slugify(companyName) || 'entreprise';
}

/**
 * The public URL of a company page: /entreprises/{siren}/{companyName}, the name being the
 * one the company is shown under (`companyDisplayName`). The site links to it and answers a
 * 308 to it from any other slug; the sitemaps list it.
 */
export function companyPath(siren: string, companyName: string): string {
  return `/entreprises/${siren}/${encodeURIComponent(companySlug(companyName))}`;
}
