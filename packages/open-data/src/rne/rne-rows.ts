/** What one RNE company record becomes before it is written: one company row, persons, mandates. */

export type DiffusionStatus = 'O' | 'P' | 'N';

export interface RneCompanyRow {
  siren: string;
  /** Fields a minimal row needs when Sirene has not created the company yet (filled only when empty). */
  denomination: string | null;
  lastName: string | null;
  usageName: string | null;
  firstNames: string | null;
  legalCategoryCode: string | null;
  nafCode: string | null;
  creationDate: string | null;
  diffusionStatus: DiffusionStatus;
  administrativeStatus: 'A' | 'C';
  closureDate: string | null;
  /** Fields the RNE owns. */
  shareCapitalCents: number | null;
  capitalCurrency: string | null;
  corporatePurpose: string | null;
  rcsRegistrationDate: string | null;
  /**
   * Effect date of the record's latest change to its directors (`historique` entries that touch
   * `composition.pouvoirs`): the end date given to mandates that this record no longer lists.
   */
  mandatesChangedOn: string | null;
}

export interface RnePersonRow {
  identityKey: string;
  kind: 'natural' | 'legal';
  lastName: string | null;
  usageName: string | null;
  firstNames: string | null;
  birthYear: number | null;
  birthMonth: number | null;
  nationality: string | null;
  legalSiren: string | null;
  denomination: string | null;
  diffusible: boolean;
  slug: string | null;
}

export interface RneMandateRow {
  identityKey: string;
  roleCode: string | null;
  /** Free-text role given by the record (`autreRoleEntreprise`); else the director_roles label is used. */
  roleLabel: string | null;
  startDate: string | null;
  endDate: string | null;
  isCurrent: boolean;
}

export interface RneCompanyRecord {
  company: RneCompanyRow;
  persons: RnePersonRow[];
  mandates: RneMandateRow[];
  /** Representatives that could not be identified (no name, no SIREN nor denomination). */
  skippedPowers: number;
}
