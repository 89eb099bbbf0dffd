import { digitSum } from './luhn';

/** La Poste's SIREN. Its SIREN has a normal Luhn key, most of its SIRETs do not. */
export const LA_POSTE_SIREN = '356000000';

/** La Poste's head office keeps a Luhn-valid SIRET (its digit sum, 26, is not a multiple of 5). */
export const LA_POSTE_HEAD_OFFICE_SIRET = '35600000000048';

/** True when a 14-digit SIRET belongs to La Poste. */
export function isLaPosteSiret(siret: string): boolean {
  return siret.startsWith(LA_POSTE_SIREN);
}

/**
 * INSEE's exception for La Poste: its establishments (thousands of post offices)
 * share one SIREN, and their SIRET's check rule is "the sum of the 14 digits is a
 * multiple of 5" instead of Luhn. The head office is the exception to the exception.
 */
export function isValidLaPosteSiret(siret: string): boolean {
  if (!/^\d{14}$/.test(siret) || !isLaPosteSiret(siret)) return false;
  if (siret === LA_POSTE_HEAD_OFFICE_SIRET) return true;
  return digitSum(siret) % 5 === 0;
}
