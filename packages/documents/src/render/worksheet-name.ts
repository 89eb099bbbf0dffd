/** Excel's rules for a worksheet name: 1 to 31 characters, none of `: \ / ? * [ ]`, no `'` at either end, not `History`. */
const FORBIDDEN = /[[\]:*?/\\]/g;
const MAX_LENGTH = 31;
const RESERVED = 'history';

const trimmed = (name: string) => name.replace(/^[\s']+|[\s']+$/g, '');

/**
 * A name Excel accepts for a sheet, as close to `name` as can be: forbidden characters become spaces,
 * apostrophes and spaces at either end go, it is cut at 31 characters (by code point), `History`
 * (reserved by Excel, whatever its case) becomes `History (liste)`, an empty name `fallback`.
 * `taken` (names already in the workbook, any case) gets a ` (2)`, ` (3)`… suffix avoided.
 */
export function worksheetName(name: string, { fallback = 'Liste', taken = [] }: { fallback?: string; taken?: readonly string[] } = {}): string {
  const cut = (text: string, length: number) => trimmed([...trimmed(text.replace(FORBIDDEN, ' '))].slice(0, length).join(''));
  let base = cut(name, MAX_LENGTH) || fallback;
  if (base.toLowerCase() === RESERVED) base = `${base} (liste)`;
  const used = new Set(taken.map((entry) => entry.toLowerCase()));
  let candidate = base;
  for (let n = 2; used.has(candidate.toLowerCase()); n += 1) {
    const suffix = ` (${n})`;
    candidate = `${cut(base, MAX_LENGTH - suffix.length)}${suffix}`;
  }
  return candidate;
}
