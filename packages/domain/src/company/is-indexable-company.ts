import { isDiffusible, ND } from '../non-diffusion/not-diffused';
import { companyDisplayName, type CompanyNameFields } from './company-display-name';

/**
 * The name of a company whose page search engines may index (and the sitemaps list), else null.
 * Indexable: the unit is diffusible and has a name to show; a non-diffusible unit (`[ND]`) is
 * `noindex`. Closed companies stay indexable: their page answers 200 and says the company is
 * closed, and people do look them up (a former supplier, a debtor, an old employer).
 */
export function indexableCompanyName(row: CompanyNameFields): string | null {
  if (!isDiffusible(row.diffusion_status)) return null;
  const name = companyDisplayName(row);
  return name === ND ? null : name;
}
