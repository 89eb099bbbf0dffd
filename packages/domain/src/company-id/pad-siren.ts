/** Length of a SIREN (legal unit number). */
export const SIREN_LENGTH = 9;

/** Length of a SIRET (establishment number: SIREN + 5-digit NIC). */
export const SIRET_LENGTH = 14;

/**
 * Left-pads a SIREN with zeros to 9 characters (`"5"` → `"000000005"`).
 * Input that is already 9 characters or longer is returned unchanged;
 * the function does not check that the input is made of digits.
 */
export function padSiren(input: string): string {
  return input.padStart(SIREN_LENGTH, '0');
}
