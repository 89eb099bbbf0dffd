/**
 * The specification's legal-form groups. They decide how a company's name is shown (a person's
 * name for an individual company) and which documents can be produced for it (no Kbis for an
 * association or a public body, which are not registered at the RCS).
 */
export type LegalFormGroup = 'non-profit' | 'individual' | 'company';

/** Level-II INSEE legal categories of the non-profit group, with their official labels. */
export const NON_PROFIT_LEGAL_FORMS: Readonly<Record<string, string>> = {
  '92': 'Association loi 1901 ou assimilé',
  '73': 'Etablissement public administratif',
};

/** Labels of the individual group: the INSEE level-II category 10 and the civilities a sole trader is listed under. */
export const INDIVIDUAL_LEGAL_FORM_LABELS: readonly string[] = ['Entrepreneur individuel', 'M', 'MME'];

const INDIVIDUAL_CATEGORY = '10';

/**
 * The group of an INSEE legal category (`categorieJuridiqueUniteLegale`, 4 digits, or its level II
 * prefix) or of one of the specification's labels. An unknown or missing category is a company.
 */
export function legalFormGroup(codeOrLabel: string | null | undefined): LegalFormGroup {
  const value = codeOrLabel?.trim() ?? '';
  if (/^\d{2,4}$/.test(value)) {
    const level2 = value.slice(0, 2);
    if (level2 === INDIVIDUAL_CATEGORY) return 'individual';
    return level2 in NON_PROFIT_LEGAL_FORMS ? 'non-profit' : 'company';
  }
  const label = value.toLowerCase();
  if (INDIVIDUAL_LEGAL_FORM_LABELS.some((known) => known.toLowerCase() === label)) return 'individual';
  return Object.values(NON_PROFIT_LEGAL_FORMS).some((known) => known.toLowerCase() === label) ? 'non-profit' : 'company';
}
