import { formatCompanyId, formatDateFr, isNotDiffused, type CompanyIdentity } from '@registre/domain';
import type { TFunction } from 'i18next';
import { ogText } from './og-text';

/** What a company's Open Graph image says, already reduced to drawable text. */
export interface CompanyOgCard {
  readonly name: string;
  readonly facts: readonly string[];
  readonly status: string;
  readonly closed: boolean;
  /** Set for non-diffusible units: their image carries no personal data and says why. */
  readonly nonDiffusibleNote: string | null;
}

/** Long names are cut: three lines at the smallest size the image uses. */
export const OG_NAME_MAX_LENGTH = 90;
const FACT_MAX_LENGTH = 60;

const usable = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '' && !isNotDiffused(value);

/**
 * The card of a company's image, from its identity (the API already hides a non-diffusible unit's
 * personal data behind `[ND]`). For such a unit the city is left out too: the image travels on
 * social networks, and a sole trader's town next to their legal form says too much.
 */
export function companyOgCard(company: CompanyIdentity, t: TFunction<'og'>): CompanyOgCard {
  const facts = [t('siren', { siren: formatCompanyId(company.siren) })];
  const legalForm = company.legal_form?.label;
  if (usable(legalForm)) facts.push(legalForm);
  const city = company.head_office?.city;
  if (company.is_diffusible && usable(city)) facts.push(city);

  const closed = company.status === 'closed';
  const status = !closed ? t('status.active') : company.closure_date ? t('status.closedOn', { date: formatDateFr(company.closure_date) }) : t('status.closed');
  return {
    name: ogText(company.name, OG_NAME_MAX_LENGTH) || t('unnamed'),
    facts: facts.map((fact) => ogText(fact, FACT_MAX_LENGTH)).filter((fact) => fact !== ''),
    status: ogText(status),
    closed,
    nonDiffusibleNote: company.is_diffusible ? null : ogText(t('nonDiffusible')),
  };
}
