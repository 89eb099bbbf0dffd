import { slugify } from '@registre/domain';

/** The public URL of a company page: /entreprises/{siren}/{companyName}. */
export function companyPath(siren: string, companyName: string): string {
  const slug = slugify(companyName) || 'entreprise';
  return `/entreprises/${siren}/${encodeURIComponent(slug)}`;
}
