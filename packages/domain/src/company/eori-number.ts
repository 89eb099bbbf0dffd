/**
 * The EORI number French customs assign to a company: `FR` followed by the SIRET of its head
 * office (`FR55208131766522`). Null unless `headOfficeSiret` is 14 digits.
 */
export function eoriNumberFromSiret(headOfficeSiret: string | null | undefined): string | null {
  return headOfficeSiret && /^\d{14}$/.test(headOfficeSiret) ? `FR${headOfficeSiret}` : null;
}
