/**
 * Conversions of single RNE field values to the register's column types.
 */

/** `montantCapital` (euros, a number such as 7622.45, or a string "7 622,45") → integer cents. */
export function capitalToCents(value: unknown): number | null {
  let amount: number;
  if (typeof value === 'number') amount = value;
  else if (typeof value === 'string' && value.trim() !== '') amount = Number(value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
  else return null;
  if (!Number.isFinite(amount) || amount < 0) return null;
  // Rounding fixes binary fractions (7622.45 * 100 = 762244.999…).
  const cents = Math.round(amount * 100);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** ISO 4217 currency code (`EUR`), upper-cased; null otherwise. */
export function currencyCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
}

/** `codeApe` of the RNE (`6201Z`, sometimes already `62.01Z`) → dotted NAF rév. 2 code; null for older nomenclatures (`514H`). */
export function dottedNafCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{2})\.?(\d{2})([A-Z])$/.exec(value.trim().toUpperCase());
  return match ? `${match[1]}.${match[2]}${match[3]}` : null;
}

/** INSEE legal category, level III (4 digits), as `formeJuridique` carries it; null otherwise. */
export function legalCategoryCode(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{4}$/.test(text) ? text : null;
}

/** A SIREN written with spaces or as a number (`"775 726 417"`, `775726417`) → 9 digits, unchecked. */
export function sirenDigits(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value).padStart(9, '0');
  if (typeof value !== 'string') return undefined;
  const digits = value.replace(/[\s\u00a0\u202f.]/g, '');
  return digits === '' ? undefined : digits;
}
