/** What the letter templates' rules look at: the company's situation as the register shows it. */
export interface LetterSituation {
  status: 'active' | 'closed';
  /** An insolvency proceeding is open or under a plan (BODACC judgments). */
  openInsolvencyProceeding: boolean;
  /** A liquidation (judicial) was pronounced, open or closed. */
  liquidation: boolean;
  legalFormGroup: 'non-profit' | 'individual' | 'company';
  /** Sirene says the company employs staff (or did). */
  employer: boolean | null;
  /** Annual accounts were filed with the registry. */
  filedAccounts: boolean;
}

export interface LetterTemplate {
  /** Stable id, also the `type` of a letter order. */
  id: string;
  /** i18n keys of the French title, description and of the sentence saying when it applies. */
  titleKey: string;
  descriptionKey: string;
  whenKey: string;
  /** True when the letter makes sense to send to (or about) a company in this situation. */
  appliesTo(situation: LetterSituation): boolean;
}

const keys = (id: string) => ({
  titleKey: `company:letters.${id}.title`,
  descriptionKey: `company:letters.${id}.description`,
  whenKey: `company:letters.${id}.when`,
});

const active = (s: LetterSituation) => s.status === 'active';
/** Dealing with the company itself: it trades and no court-appointed body stands in its place. */
const tradingNormally = (s: LetterSituation) => active(s) && !s.openInsolvencyProceeding;

/**
 * Legal-letter templates a visitor may need about a company, most useful first (the "models"
 * section of the company page; a letter order's `type` is the template id).
 */
export const LETTER_TEMPLATES: readonly LetterTemplate[] = [
  { id: 'declaration-de-creance', ...keys('declaration-de-creance'), appliesTo: (s) => s.openInsolvencyProceeding },
  { id: 'mise-en-demeure-de-payer', ...keys('mise-en-demeure-de-payer'), appliesTo: tradingNormally },
  { id: 'relance-facture-impayee', ...keys('relance-facture-impayee'), appliesTo: tradingNormally },
  { id: 'reclamation', ...keys('reclamation'), appliesTo: active },
  { id: 'resiliation-de-contrat', ...keys('resiliation-de-contrat'), appliesTo: active },
  { id: 'demande-de-remboursement', ...keys('demande-de-remboursement'), appliesTo: tradingNormally },
  { id: 'demande-de-documents', ...keys('demande-de-documents'), appliesTo: (s) => s.legalFormGroup === 'company' && (active(s) || s.filedAccounts) },
  { id: 'demande-documents-de-fin-de-contrat', ...keys('demande-documents-de-fin-de-contrat'), appliesTo: (s) => s.employer === true },
  { id: 'courrier-au-liquidateur', ...keys('courrier-au-liquidateur'), appliesTo: (s) => s.liquidation || (s.status === 'closed' && s.legalFormGroup === 'company') },
];

/** The templates that apply to a company in this situation, in catalogue order. */
export function lettersForCompany(situation: LetterSituation): LetterTemplate[] {
  return LETTER_TEMPLATES.filter((template) => template.appliesTo(situation));
}

const BY_ID = new Map(LETTER_TEMPLATES.map((template) => [template.id, template]));

export function findLetterTemplate(id: string): LetterTemplate | undefined {
  return BY_ID.get(id);
}
