/** A court's contact details as the Annuaire de l'administration gives them (see court-addresses.ts). */
export interface CourtContact {
  /** Null when the record has no street, or its address was left out (postcode outside the court's department). */
  readonly street: string | null;
  readonly postalCode: string | null;
  /** The postal locality, in capitals as La Poste writes it. */
  readonly locality: string | null;
  readonly phone: string | null;
  readonly website: string | null;
  /** The court's page on lannuaire.service-public.gouv.fr. */
  readonly annuaireUrl: string;
  /** When the annuaire last updated the record (ISO date). */
  readonly updatedOn: string;
  /** True for an Alsace-Moselle commercial chamber: the address is its tribunal judiciaire's. */
  readonly ofTribunalJudiciaire: boolean;
}
