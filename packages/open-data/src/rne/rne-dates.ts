import { isIsoDate } from '../sirene/sirene-values';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
const YEAR_MONTH = /^(\d{4})-(\d{2})(?:-(\d{2}))?(?:$|[T ])/;
const FRENCH_DATE = /^(?:(\d{2})\/)?(\d{2})\/(\d{4})$/;

/** Oldest birth year accepted: anything before is a typing error in the register. */
const OLDEST_BIRTH_YEAR = 1880;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The calendar date of an RNE date field, `'YYYY-MM-DD'`: plain dates (`2013-08-05`) and
 * timestamps (`1993-05-12T00:00:00+02:00`, whose date part is the local French date, kept as is).
 * Null when absent or not a real date (`2014-12-35`).
 */
export function parseRneDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // The usual spelling, returned as is.
  if (isIsoDate(value)) return value;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  if (!isCalendarDate(Number(y), Number(m), Number(d))) return null;
  return `${y}-${m}-${d}`;
}

export interface BirthMonth {
  year: number;
  month: number;
}

/**
 * Year and month of a birth date, never the day: the RNE gives `'YYYY-MM'` for directors but
 * some payloads (and older extracts) carry a full `'YYYY-MM-DD'` or `'DD/MM/YYYY'`; the day is
 * dropped here so that it is never stored. Null when absent or implausible.
 */
export function parseBirthMonth(value: unknown, now: Date = new Date()): BirthMonth | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let year: number;
  let month: number;
  const iso = YEAR_MONTH.exec(text);
  const french = iso ? null : FRENCH_DATE.exec(text);
  if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
  } else if (french) {
    year = Number(french[3]);
    month = Number(french[2]);
  } else {
    return null;
  }
  if (month < 1 || month > 12 || year < OLDEST_BIRTH_YEAR || year > now.getUTCFullYear()) return null;
  return { year, month };
}

/** The later of two `'YYYY-MM-DD'` dates (string order is date order); null counts as absent. */
export function laterDate(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a >= b ? a : b;
}
