import { formatCompanyId, formatDateFr, formatEurFromCents, isNotDiffused, type CompanyPageData } from '@registre/domain';
import type { TFunction } from 'i18next';
import { translateKey } from './translate-key';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

/** What the FAQ is built from: the company page's data. */
export type FaqFacts = Pick<CompanyPageData, 'profile' | 'key_numbers' | 'insolvency_proceedings'>;

const usable = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '' && !isNotDiffused(value);

/**
 * Questions visitors ask about a company, answered from its data only: a question whose answer
 * is unknown or not diffusible is left out. Shown in the FAQ section and as FAQPage JSON-LD.
 */
export function companyFaq({ profile, key_numbers: keyNumbers, insolvency_proceedings: proceedings }: FaqFacts, t: TFunction<'company'>): FaqItem[] {
  const name = usable(profile.name) ? profile.name : t('faq.thisCompany');
  const items: FaqItem[] = [];
  const add = (id: string, question: string, answer: string) => items.push({ id, question, answer });
  const siren = formatCompanyId(profile.siren);

  add(
    'siren',
    t('faq.siren.q', { name }),
    profile.head_office
      ? t('faq.siren.aWithSiret', { name, siren, siret: formatCompanyId(profile.head_office.siret) })
      : t('faq.siren.a', { name, siren }),
  );

  const office = profile.head_office;
  if (office && usable(office.city)) {
    const locality = [office.postcode, office.city].filter(Boolean).join(' ');
    const address = usable(office.address) ? `${office.address}, ${locality}` : locality;
    add('address', t('faq.address.q', { name }), t('faq.address.a', { name, address }));
  }
  if (profile.naf && usable(profile.naf.label)) {
    add('activity', t('faq.activity.q', { name }), t('faq.activity.a', { name, label: profile.naf.label, code: profile.naf.code }));
  }
  if (profile.legal_form && usable(profile.legal_form.label)) {
    add('legal-form', t('faq.legalForm.q', { name }), t('faq.legalForm.a', { name, label: profile.legal_form.label }));
  }
  if (profile.creation_date) {
    add('creation', t('faq.creation.q', { name }), t('faq.creation.a', { name, date: formatDateFr(profile.creation_date) }));
  }
  const leader = profile.main_leader;
  if (leader && usable(leader.name) && usable(leader.role.label)) {
    add('leader', t('faq.leader.q', { name }), t('faq.leader.a', { name, leader: leader.name, role: leader.role.label }));
  }
  if (usable(profile.vat_number)) {
    add('vat', t('faq.vat.q', { name }), t('faq.vat.a', { name, vat: profile.vat_number }));
  }
  if (keyNumbers.fiscal_year_end) {
    const date = formatDateFr(keyNumbers.fiscal_year_end);
    if (keyNumbers.turnover_cents !== null) {
      add('turnover', t('faq.turnover.q', { name }), t('faq.turnover.a', { name, date, amount: formatEurFromCents(keyNumbers.turnover_cents) }));
    } else if (keyNumbers.figures_unavailable_reason === 'confidential') {
      add('turnover', t('faq.turnover.q', { name }), t('faq.turnover.confidential', { name, date }));
    }
  }
  const status =
    profile.status === 'active'
      ? t('faq.status.active', { name })
      : profile.closure_date
        ? t('faq.status.closed', { name, date: formatDateFr(profile.closure_date) })
        : t('faq.status.closedNoDate', { name });
  add('status', t('faq.status.q', { name }), status);

  const running = proceedings.find((proceeding) => proceeding.status !== 'closed');
  const runningAnswer = () => {
    if (!running) return t('faq.insolvency.none', { name });
    const kind = translateKey(t, `insolvency.kinds.${running.kind}`, running.kind);
    return running.opened_at ? t('faq.insolvency.open', { kind, date: formatDateFr(running.opened_at) }) : t('faq.insolvency.openNoDate', { kind });
  };
  add('insolvency', t('faq.insolvency.q', { name }), runningAnswer());

  if (profile.counts.establishments > 0) {
    add('establishments', t('faq.establishments.q', { name }), t('faq.establishments.a', { name, open: profile.counts.open_establishments, total: profile.counts.establishments }));
  }
  return items;
}
