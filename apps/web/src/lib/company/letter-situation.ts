import type { CompanyPageData, LetterSituation } from '@registre/domain';

/** The company's situation as the letter-template rules read it, from the page's data. */
export function letterSituation(data: Pick<CompanyPageData, 'profile' | 'insolvency_proceedings' | 'balance_sheets'>): LetterSituation {
  return {
    status: data.profile.status,
    openInsolvencyProceeding: data.insolvency_proceedings.some((proceeding) => proceeding.status !== 'closed'),
    liquidation: data.insolvency_proceedings.some((proceeding) => proceeding.kind === 'liquidation'),
    legalFormGroup: data.profile.legal_form_group,
    employer: data.profile.employer,
    filedAccounts: data.balance_sheets.meta.total > 0,
  };
}
