/**
 * The SIREN of an establishment: the first 9 digits of its SIRET.
 * Throws a `RangeError` when `siret` is not 14 digits.
 */
export function sirenFromSiret(siret: string): string {
  if (!/^\d{14}$/.test(siret)) {
    throw new RangeError(`A SIRET has 14 digits, got "${siret}"`);
  }
  return siret.slice(0, 9);
}
