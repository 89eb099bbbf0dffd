/** Our announcement families (announcements.family). */
export type AnnouncementFamily =
  | 'creation'
  | 'modification'
  | 'sale'
  | 'radiation'
  | 'insolvency'
  | 'account_filing'
  | 'conciliation'
  | 'other';

/**
 * BODACC `familleavis` codes → our families. Both `creation` (Créations) and `immatriculation`
 * (Immatriculations: a business already existing elsewhere, a new registration) register a
 * business: they share the creation family, the published label keeps the nuance.
 * `retablissement_professionnel` is a proceeding of the insolvency book of the Code de commerce
 * (L. 645-1): it is an insolvency announcement and feeds the proceedings.
 */
const FAMILIES: Record<string, AnnouncementFamily> = {
  creation: 'creation',
  creations: 'creation',
  immatriculation: 'creation',
  immatriculations: 'creation',
  modification: 'modification',
  modifications: 'modification',
  vente: 'sale',
  ventes: 'sale',
  cession: 'sale',
  radiation: 'radiation',
  radiations: 'radiation',
  collective: 'insolvency',
  retablissement_professionnel: 'insolvency',
  dpc: 'account_filing',
  depot: 'account_filing',
  conciliation: 'conciliation',
};

/** The family of a `familleavis` code (`other` for `divers`, `inconnue` and anything new). */
export function announcementFamily(familleavis: string | undefined): AnnouncementFamily {
  if (!familleavis) return 'other';
  return FAMILIES[familleavis.trim().toLowerCase()] ?? 'other';
}
