import type { LegalFormGroup } from '../company/legal-form-group';
import type { DocumentKind, OfficialProvider } from './document-kinds';
import type { DocumentRequirement } from './document-requirement';

/** What the register says about a company, as far as documents are concerned. */
export interface CompanyDocumentFacts {
  legalFormGroup: LegalFormGroup;
  closed: boolean;
  diffusible: boolean;
  hasHeadOffice: boolean;
  hasActivityCode: boolean;
  /** Annual accounts filed, with figures or not. */
  financialStatements: number;
  /** Annual accounts whose figures are public (not filed confidential). */
  publicFinancialStatements: number;
  depositedActs: number;
  trademarks: number;
  patents: number;
  announcements: number;
  insolvencyProceedings: number;
  establishments: number;
  representatives: number;
  collectiveAgreements: number;
}

/** Why a document cannot be produced for a company. */
export type UnavailabilityReason =
  | 'individual-company'
  | 'non-profit-organisation'
  | 'company-closed'
  | 'non-diffusible'
  | 'no-accounts-filed'
  | 'confidential-accounts'
  | 'no-acts-filed'
  | 'no-trademarks'
  | 'no-patents'
  | 'no-announcements'
  | 'no-insolvency-proceedings'
  | 'no-establishments'
  | 'no-representatives'
  | 'no-collective-agreements'
  | 'no-activity-code'
  | 'no-head-office'
  | 'provider-not-configured';

export interface DocumentAvailability {
  available: boolean;
  /** The first unmet condition, in the order of the kind's requirements; null when available. */
  reason: UnavailabilityReason | null;
  /** Delivered by the official provider (true) or built from our register as an information document (false). */
  official: boolean;
}

const COUNTED: Partial<Record<DocumentRequirement, [keyof CompanyDocumentFacts, UnavailabilityReason]>> = {
  'deposited-acts': ['depositedActs', 'no-acts-filed'],
  trademarks: ['trademarks', 'no-trademarks'],
  patents: ['patents', 'no-patents'],
  announcements: ['announcements', 'no-announcements'],
  'insolvency-proceedings': ['insolvencyProceedings', 'no-insolvency-proceedings'],
  establishments: ['establishments', 'no-establishments'],
  representatives: ['representatives', 'no-representatives'],
  'collective-agreements': ['collectiveAgreements', 'no-collective-agreements'],
};

/** The reason a requirement is not met, or null when it is. */
export function unmetRequirement(requirement: DocumentRequirement, facts: CompanyDocumentFacts): UnavailabilityReason | null {
  switch (requirement) {
    case 'rcs-registration':
      if (facts.legalFormGroup === 'individual') return 'individual-company';
      return facts.legalFormGroup === 'non-profit' ? 'non-profit-organisation' : null;
    case 'legal-person':
      return facts.legalFormGroup === 'individual' ? 'individual-company' : null;
    case 'active':
      return facts.closed ? 'company-closed' : null;
    case 'diffusible':
      return facts.diffusible ? null : 'non-diffusible';
    case 'public-financial-statements':
      if (facts.financialStatements === 0) return 'no-accounts-filed';
      return facts.publicFinancialStatements === 0 ? 'confidential-accounts' : null;
    case 'activity-code':
      return facts.hasActivityCode ? null : 'no-activity-code';
    case 'head-office':
      return facts.hasHeadOffice ? null : 'no-head-office';
    default: {
      const counted = COUNTED[requirement];
      if (!counted) return null;
      const [field, reason] = counted;
      return (facts[field] as number) > 0 ? null : reason;
    }
  }
}

/**
 * Whether a document kind can be produced for a company, and why not. A kind delivered only by
 * an official provider (no information-document fallback) needs that provider's access configured.
 */
export function documentAvailability(
  kind: DocumentKind,
  facts: CompanyDocumentFacts,
  configuredProviders: ReadonlySet<OfficialProvider> = new Set(),
): DocumentAvailability {
  const official = kind.provider !== null && configuredProviders.has(kind.provider);
  for (const requirement of kind.requires) {
    const reason = unmetRequirement(requirement, facts);
    if (reason) return { available: false, reason, official };
  }
  if (!official && !kind.generated) return { available: false, reason: 'provider-not-configured', official };
  return { available: true, reason: null, official };
}
