/**
 * The EORI number French customs assign to a company: since 5 April 2023, `FR` followed by its SIREN
 * (`FR552081317`); the former numbers built on an establishment's SIRET were phased out by the end of
 * customs' transition period (end of 2025). Null unless `siren` is 9 digits.
 */
export function eoriNumberFromSiren(siren: string | null | undefined): string | null {
  return siren && /^\d{9}$/.test(siren) ? `FR${siren}` : null;
}
