const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const WORDED = /^(\d{1,2})(?:er)?\s+([a-zéèûô]+)\s+(\d{4})$/;

const MONTHS: Record<string, number> = {
  janvier: 1,
  fevrier: 2,
  février: 2,
  mars: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  aout: 8,
  août: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  decembre: 12,
  décembre: 12,
};

function isoIfReal(year: number, month: number, day: number): string | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * A calendar date as `YYYY-MM-DD`, from the spellings found in BODACC and ODS data:
 * `2021-03-05` (possibly followed by a time), `05/03/2021`, `5 mars 2021`, `1er mars 2021`.
 * Null for anything else, including impossible days such as `2014-12-35`.
 */
export function toIsoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let match = ISO.exec(text);
  if (match) return isoIfReal(Number(match[1]), Number(match[2]), Number(match[3]));
  match = SLASHED.exec(text);
  if (match) return isoIfReal(Number(match[3]), Number(match[2]), Number(match[1]));
  match = WORDED.exec(text.replace(/\u00a0/g, ' ').toLowerCase());
  if (match) {
    const month = MONTHS[match[2] ?? ''];
    return month ? isoIfReal(Number(match[3]), month, Number(match[1])) : null;
  }
  return null;
}

/** `2021-03-05` → `05/03/2021`, the short form used in announcement texts. */
export function slashedDate(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}
