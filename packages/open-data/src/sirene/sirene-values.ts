/**
 * Field-level readers for Sirene values. They are on the hot path (tens of millions of calls per stock file):
 * no regular expression where a few char-code tests do, no allocation when the value is returned as is.
 */

/** INSEE writes `[ND]` in place of a non-diffusible value; the register stores NULL (the API masks personal data). */
export const NOT_DIFFUSED = '[ND]';

/** The value, or null when the field is absent from the layout, empty, or `[ND]`. */
export function textOrNull(fields: readonly string[], index: number): string | null {
  if (index < 0) return null;
  const value = fields[index];
  if (value === undefined || value === '' || value === NOT_DIFFUSED) return null;
  return value;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function digitsAt(value: string, from: number, count: number): number {
  let n = 0;
  for (let i = from; i < from + count; i++) {
    const d = value.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** True for a real calendar date written `YYYY-MM-DD` (year 1 or later: PostgreSQL has no year 0). */
export function isIsoDate(value: string): boolean {
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return false;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (DAYS_IN_MONTH[month - 1] ?? 0) + (leap ? 1 : 0);
}

/**
 * True for `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM:SS` with optional fraction (dateDernierTraitement; INSEE writes the
 * time of the French mainland, without zone).
 */
export function isIsoDateTime(value: string): boolean {
  if (value.length === 10) return isIsoDate(value);
  if (value.length < 19 || !isIsoDate(value.slice(0, 10))) return false;
  const sep = value.charCodeAt(10);
  if (sep !== 84 && sep !== 32) return false; // 'T' or ' '
  if (value.charCodeAt(13) !== 58 || value.charCodeAt(16) !== 58) return false;
  const hours = digitsAt(value, 11, 2);
  const minutes = digitsAt(value, 14, 2);
  const seconds = digitsAt(value, 17, 2);
  if (hours < 0 || hours > 23 || minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59) return false;
  if (value.length === 19) return true;
  return value.charCodeAt(19) === 46 && value.length <= 26 && digitsAt(value, 20, value.length - 20) >= 0;
}

/** True when the value is made of exactly `length` ASCII digits. */
export function isDigits(value: string, length: number): boolean {
  return value.length === length && digitsAt(value, 0, length) >= 0;
}

/**
 * Sirene booleans: `O`/`N` (economieSocialeSolidaire, societeMission, caractereEmployeur) and `true`/`false`
 * (unitePurgee, etablissementSiege). Returns undefined for anything else, so the caller can reject the row.
 */
export function parseSireneBoolean(value: string): boolean | undefined {
  switch (value) {
    case 'O':
    case 'true':
    case 'TRUE':
    case 'o':
      return true;
    case 'N':
    case 'false':
    case 'FALSE':
    case 'n':
      return false;
    default:
      return undefined;
  }
}
