import type { NafProfile } from './naf-activities';

/** How the generator names, staffs and files a legal form. */
export type NameStyle =
  | 'person'
  | 'company'
  | 'sci'
  | 'association'
  | 'liberal'
  | 'farm'
  | 'medicalMeans'
  | 'civil'
  | 'coownership'
  | 'foundation'
  | 'partnership'
  | 'sa';

/** Which directors the RNE record lists (see rne-directors.ts). */
export type BoardStyle = 'none' | 'sas' | 'sarl' | 'sa' | 'snc' | 'civil' | 'farm' | 'association';

export interface LegalForm {
  /** INSEE catégorie juridique, niveau III */
  code: string;
  /** How BODACC writes the form in `listepersonnes.personne.formeJuridique` */
  label: string;
  /** Share of all legal units, per mille */
  weight: number;
  profile: NafProfile;
  nameStyle: NameStyle;
  board: BoardStyle;
  /** A natural person (entrepreneur individuel): names instead of a denomination */
  naturalPerson: boolean;
  /** Share capital in the RNE description */
  hasCapital: boolean;
  /** Registered at the RCS, hence published in BODACC (sole traders: only traders and craftsmen, decided per unit) */
  rcs: boolean;
  /** Files annual accounts (BODACC C, ratios) */
  filesAccounts: boolean;
  /** Share of these units present in the RNE extract */
  rneShare: number;
  /** Probability of being closed (administrative status C) */
  closedShare: number;
  /** Mean age in years of creation dates (exponential, recent ones more frequent) */
  meanAgeYears: number;
}

const form = (
  code: string,
  label: string,
  weight: number,
  profile: NafProfile,
  nameStyle: NameStyle,
  board: BoardStyle,
  flags: Partial<Pick<LegalForm, 'naturalPerson' | 'hasCapital' | 'rcs' | 'filesAccounts'>>,
  rneShare: number,
  closedShare: number,
  meanAgeYears: number,
): LegalForm => ({
  code,
  label,
  weight,
  profile,
  nameStyle,
  board,
  naturalPerson: flags.naturalPerson ?? false,
  hasCapital: flags.hasCapital ?? false,
  rcs: flags.rcs ?? false,
  filesAccounts: flags.filesAccounts ?? false,
  rneShare,
  closedShare,
  meanAgeYears,
});

const COMMERCIAL = { hasCapital: true, rcs: true, filesAccounts: true } as const;
const CIVIL = { hasCapital: true, rcs: true } as const;

/**
 * Legal forms and their shares: about half individual entrepreneurs (1000), then SAS (5710,
 * SASU included), SARL (5499, EURL included), SCI (6540), associations (9220) and the rest.
 */
export const LEGAL_FORMS: readonly LegalForm[] = [
  form('1000', 'Entrepreneur individuel', 500, 'soleTrader', 'person', 'none', { naturalPerson: true }, 1, 0.3, 9),
  form('5710', 'Société par actions simplifiée', 150, 'company', 'company', 'sas', COMMERCIAL, 1, 0.18, 8),
  form('5499', 'Société à responsabilité limitée', 125, 'company', 'company', 'sarl', COMMERCIAL, 1, 0.25, 15),
  form('6540', 'Société civile immobilière', 80, 'realEstateCivil', 'sci', 'civil', CIVIL, 1, 0.15, 15),
  form('9220', 'Association déclarée', 62, 'association', 'association', 'association', {}, 0.3, 0.15, 20),
  form('5599', 'Société anonyme à conseil d\'administration', 8, 'company', 'sa', 'sa', COMMERCIAL, 1, 0.3, 30),
  form('5202', 'Société en nom collectif', 5, 'partnership', 'partnership', 'snc', COMMERCIAL, 1, 0.3, 15),
  form('5485', "Société d'exercice libéral à responsabilité limitée", 6, 'liberal', 'liberal', 'sarl', COMMERCIAL, 1, 0.12, 12),
  form('5785', "Société d'exercice libéral par actions simplifiée", 4, 'liberal', 'liberal', 'sas', COMMERCIAL, 1, 0.08, 6),
  form('6533', "Groupement agricole d'exploitation en commun", 3, 'farm', 'farm', 'farm', CIVIL, 1, 0.2, 18),
  form('6598', 'Exploitation agricole à responsabilité limitée', 5, 'farm', 'farm', 'farm', CIVIL, 1, 0.2, 18),
  form('6589', 'Société civile de moyens', 3, 'medicalMeans', 'medicalMeans', 'civil', CIVIL, 1, 0.2, 15),
  form('6599', 'Société civile', 12, 'civil', 'civil', 'civil', CIVIL, 1, 0.15, 15),
  form('9110', 'Syndicat de copropriété', 15, 'coownership', 'coownership', 'none', {}, 0, 0.05, 20),
  form('9300', 'Fondation', 1, 'foundation', 'foundation', 'association', {}, 0.5, 0.05, 25),
];

export const LEGAL_FORMS_BY_CODE: ReadonlyMap<string, LegalForm> = new Map(LEGAL_FORMS.map((f) => [f.code, f]));
