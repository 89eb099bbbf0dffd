import { padSiren, SIREN_LENGTH, SIRET_LENGTH } from './pad-siren';

/**
 * Every kind of space a user may paste: ASCII and Unicode spaces (`\s` covers
 * U+00A0 no-break, U+202F narrow no-break, U+2007 figure, U+2009 thin spaces,
 * U+FEFF, tabs and line breaks) plus the zero-width characters that copy-paste
 * from PDFs and web pages often leaves behind.
 */
const SPACES = /[\s\u200B-\u200D\u2060]/g;

const DIGITS_ONLY = /^\d+$/;

/**
 * Turns what a user typed into a SIREN (9 digits) or a SIRET (14 digits).
 *
 * - all spaces are removed (see {@link SPACES});
 * - what remains must be digits only, else `null`;
 * - 1 to 8 digits are left-padded with zeros to a 9-digit SIREN;
 * - 9 or 14 digits are returned as they are;
 * - 10 to 13 digits, more than 14 digits, or an empty input give `null`.
 *
 * Check digits are not verified here: see `isValidSiren` / `isValidSiret`.
 */
export function normalizeCompanyId(input: string): string | null {
  const compact = input.replace(SPACES, '');
  if (!DIGITS_ONLY.test(compact)) return null;
  if (compact.length < SIREN_LENGTH) return padSiren(compact);
  if (compact.length === SIREN_LENGTH || compact.length === SIRET_LENGTH) return compact;
  return null;
}
