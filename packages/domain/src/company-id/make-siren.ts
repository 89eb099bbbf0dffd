import { luhnCheckDigit } from './luhn';

/**
 * The Luhn key of a SIREN given its first 8 digits.
 * Throws a `RangeError` unless `first8` is exactly 8 digits.
 */
export function computeSirenCheckDigit(first8: string): string {
  if (!/^\d{8}$/.test(first8)) {
    throw new RangeError(`A SIREN body has 8 digits, got "${first8}"`);
  }
  return luhnCheckDigit(first8);
}

/** A valid 9-digit SIREN: `first8` followed by its Luhn key (for data generators). */
export function makeSiren(first8: string): string {
  return `${first8}${computeSirenCheckDigit(first8)}`;
}
