import {
  formatDateFr,
  type BalanceSheet,
  type Brand,
  type CollectiveAgreement,
  type CommercialAdvertisement,
  type CompanyPageData,
  type DepositedAct,
  type LetterTemplate,
  type Patent,
} from '@registre/domain';
import { getT } from '@/i18n/get-t';
import { translateKey } from '@/lib/company/translate-key';
import type { FormKind, OrderChoice } from './order-form-spec';

/** The lists an order form offers, by field name. */
export type FormChoices = Readonly<Record<string, readonly OrderChoice[]>>;

const joined = (...parts: readonly (string | null | undefined)[]) => parts.filter((part) => part !== null && part !== undefined && part !== '').join(' — ');

/** The company's public deposited acts that carry a filing number (what an act order names). */
export function actChoices(acts: readonly DepositedAct[]): OrderChoice[] {
  const t = getT('company');
  return acts
    .filter((act) => act.filing_number !== null && !act.confidential)
    .map((act) => ({
      value: act.filing_number as string,
      label: joined(act.filing_date ? formatDateFr(act.filing_date) : null, act.act_type ?? (act.is_articles_of_incorporation ? t('acts.articles') : null), `n° ${act.filing_number}`),
    }));
}

/** BODACC announcements, by the publication's own id. */
export function announcementChoices(announcements: readonly CommercialAdvertisement[]): OrderChoice[] {
  const t = getT('company');
  return announcements.map((notice) => ({
    value: notice.source_id,
    label: joined(formatDateFr(notice.published_at), notice.type_label ?? translateKey(t, `announcements.families.${notice.family}`, notice.family)),
  }));
}

/** Fiscal years whose accounts are public (confidential accounts cannot be delivered). */
export function fiscalYearChoices(sheets: readonly BalanceSheet[]): OrderChoice[] {
  const t = getT('orders');
  return sheets.filter((sheet) => !sheet.confidential).map((sheet) => ({ value: sheet.fiscal_year_end, label: t('choices.fiscal-year', { date: formatDateFr(sheet.fiscal_year_end) }) }));
}

export const agreementChoices = (agreements: readonly CollectiveAgreement[]): OrderChoice[] =>
  agreements.map((agreement) => ({ value: agreement.idcc, label: joined(`IDCC ${agreement.idcc}`, agreement.title) }));

export function letterChoices(templates: readonly LetterTemplate[]): OrderChoice[] {
  const t = getT('company');
  return templates.map((template) => ({ value: template.id, label: translateKey(t, template.titleKey, template.id) }));
}

export const brandChoices = (brands: readonly Brand[]): OrderChoice[] =>
  brands.filter((brand) => brand.number).map((brand) => ({ value: brand.number, label: joined(brand.name, `n° ${brand.number}`) }));

export const patentChoices = (patents: readonly Patent[]): OrderChoice[] =>
  patents.filter((patent) => patent.number).map((patent) => ({ value: patent.number, label: joined(patent.title, `n° ${patent.number}`) }));

/** Every form kind's lists from what the company page already holds (the latest entries of each list). */
export function companyPageChoices(data: CompanyPageData, letters: readonly LetterTemplate[]): Partial<Record<FormKind, FormChoices>> {
  return {
    acts: { filing_number: actChoices(data.acts.data) },
    brands: { brand_number: brandChoices(data.brands.data) },
    patents: { patent_number: patentChoices(data.patents.data) },
    'commercial-advertisements': { commercial_advertisement_id: announcementChoices(data.commercial_advertisements.data) },
    'balance-sheets': { fiscal_year_end: fiscalYearChoices(data.balance_sheets.data) },
    'company-agreements': { idcc: agreementChoices(data.agreements) },
    letters: { type: letterChoices(letters) },
  };
}
