import { isLuhnValid } from './luhn';

const SIREN_FORMAT = /^\d{9}$/;

/**
 * True for a 9-digit SIREN whose last digit is its Luhn key.
 * `000000000` passes the Luhn test but is no company: it is rejected.
 * Spaces are not accepted: call `normalizeCompanyId` first on user input.
 */
export function isValidSiren(siren: string): boolean {
  return SIREN_FORMAT.test(siren) && siren !== '000000000' && isLuhnValid(siren);
}
