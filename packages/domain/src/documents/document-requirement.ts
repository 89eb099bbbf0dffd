/**
 * What a document kind needs from the register before it can be produced for a company.
 * Each unmet requirement gives one reason (see `document-availability.ts`).
 */
export type DocumentRequirement =
  /** Registered at the RCS: neither an individual company nor a non-profit body. */
  | 'rcs-registration'
  /** A legal person (not an individual company): acts, articles, shareholders. */
  | 'legal-person'
  /** Still active: no register extract of a closed company. */
  | 'active'
  /** Personal data may be shown (statut de diffusion O). */
  | 'diffusible'
  /** At least one set of annual accounts with public figures. */
  | 'public-financial-statements'
  | 'deposited-acts'
  | 'trademarks'
  | 'patents'
  | 'announcements'
  | 'insolvency-proceedings'
  | 'establishments'
  | 'representatives'
  | 'collective-agreements'
  | 'activity-code'
  | 'head-office';

export const DOCUMENT_REQUIREMENTS: readonly DocumentRequirement[] = [
  'rcs-registration',
  'legal-person',
  'active',
  'diffusible',
  'public-financial-statements',
  'deposited-acts',
  'trademarks',
  'patents',
  'announcements',
  'insolvency-proceedings',
  'establishments',
  'representatives',
  'collective-agreements',
  'activity-code',
  'head-office',
];
