/**
 * The sections of the company page, in page order: each id is the section's anchor
 * (`/entreprises/{siren}/{name}#bilans`) and its key under `company:sections` and `company:empty`.
 */
export const COMPANY_SECTION_IDS = [
  'identite',
  'chiffres-cles',
  'score',
  'dirigeants',
  'etablissements',
  'diagnostic-financier',
  'bilans',
  'actes',
  'documents-officiels',
  'annonces',
  'procedures-collectives',
  'historique',
  'marques',
  'brevets',
  'conventions-collectives',
  'effectifs',
  'modeles',
  'entreprises-similaires',
  'comparaison-sectorielle',
  'faq',
] as const;

export type CompanySectionId = (typeof COMPANY_SECTION_IDS)[number];
