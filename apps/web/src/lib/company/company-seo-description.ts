import { formatCompanyId, formatDateFr, isNotDiffused, type CompanyIdentity } from '@registre/domain';
import type { TFunction } from 'i18next';

const usable = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '' && !isNotDiffused(value);

/** The meta description of a company page, built from what the API says (and nothing it hides). */
export function companySeoDescription(company: CompanyIdentity, t: TFunction<'company'>): string {
  const sentences = [
    t('seo.description.identity', { name: company.name, siren: formatCompanyId(company.siren) }),
  ];
  const legalForm = company.legal_form?.label;
  if (usable(legalForm)) sentences.push(t('seo.description.legalForm', { legalForm }));
  const activity = company.naf?.label;
  if (usable(activity)) sentences.push(t('seo.description.activity', { activity }));
  if (company.creation_date) {
    sentences.push(t('seo.description.creation', { date: formatDateFr(company.creation_date) }));
  }
  const city = company.head_office?.city;
  if (usable(city)) sentences.push(t('seo.description.city', { city }));
  if (company.status === 'closed' && company.closure_date) {
    sentences.push(t('seo.description.closed', { date: formatDateFr(company.closure_date) }));
  }
  sentences.push(t('seo.description.more'));
  return sentences.join(' ');
}
