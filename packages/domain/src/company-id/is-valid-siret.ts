import { isValidSiren } from './is-valid-siren';
import { isLaPosteSiret, isValidLaPosteSiret } from './la-poste';
import { isLuhnValid } from './luhn';

const SIRET_FORMAT = /^\d{14}$/;

/**
 * True for a 14-digit SIRET whose SIREN part is valid and whose own check
 * digit is right: Luhn over the 14 digits, except for La Poste (SIREN
 * 356000000) whose SIRETs have a digit sum that is a multiple of 5 (its head
 * office 35600000000048 excepted, which is Luhn-valid).
 * Spaces are not accepted: call `normalizeCompanyId` first on user input.
 */
export function isValidSiret(siret: string): boolean {
  if (!SIRET_FORMAT.test(siret)) return false;
  if (!isValidSiren(siret.slice(0, 9))) return false;
  if (isLaPosteSiret(siret)) return isValidLaPosteSiret(siret);
  return isLuhnValid(siret);
}
