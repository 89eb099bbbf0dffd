import { slugify } from '@registre/domain';

/** The name part of a company's URL: its slugified name (`entreprise` when nothing is left of it). */
export function companySlug(companyName: string): string {
  return slugify(companyName) || 'entreprise';
}

/** The public URL of a company page: /entreprises/{siren}/{companyName}. */
export function companyPath(siren: string, companyName: string): string {
  return `/entreprises/${siren}/${encodeURIComponent(companySlug(companyName))}`;
}
