import { isLaPosteSiret } from './la-poste';
import { digitSum, luhnCheckDigit } from './luhn';

/**
 * A valid 14-digit SIRET: `siren` + the 4 first NIC digits `nic4` + a check digit,
 * so that `isValidSiret` accepts it (for data generators).
 * For La Poste (SIREN 356000000) the check digit is the smallest one that makes the
 * digit sum a multiple of 5; for every other SIREN it is the Luhn key.
 * Throws a `RangeError` unless `siren` is 9 digits and `nic4` 4 digits. The SIREN's
 * own key is not checked: pass a valid SIREN to get a valid SIRET.
 */
export function makeSiret(siren: string, nic4: string): string {
  if (!/^\d{9}$/.test(siren)) throw new RangeError(`A SIREN has 9 digits, got "${siren}"`);
  if (!/^\d{4}$/.test(nic4)) throw new RangeError(`A NIC body has 4 digits, got "${nic4}"`);
  const payload = `${siren}${nic4}`;
  if (isLaPosteSiret(payload)) {
    const key = (5 - (digitSum(payload) % 5)) % 5;
    return `${payload}${key}`;
  }
  return `${payload}${luhnCheckDigit(payload)}`;
}
