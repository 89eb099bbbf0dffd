import { applySpacing, type SpacingOptions } from './plain-spaces';

/** What a company event says beyond its kind (the history call's and the digest's fields). */
export interface CompanyEventDetailInput {
  kind: string;
  /** Old and new value; for `capital_changed`, integer cents as text. */
  before: string | null;
  after: string | null;
  /** What appeared or left (a director, an announcement, a fiscal year). */
  label: string | null;
  /** ISO 4217 code of a capital (EUR when not known). */
  currency?: string | null;
}

const INTEGER = /^-?\d+$/;

/**
 * A share capital held as integer cents (text), in its currency the French way, without the cents when
 * the amount is whole: `'1000000'` → `10 000 €`, `'1500050'` → `15 000,50 €`, `'500000'` in USD →
 * `5 000 $US`. A value that is not integer cents is given as it is.
 */
export function formatCapitalCents(cents: string, currency?: string | null, options?: SpacingOptions): string {
  if (!INTEGER.test(cents)) return cents;
  const whole = BigInt(cents);
  const absolute = whole < 0n ? -whole : whole;
  const decimal = `${whole < 0n ? '-' : ''}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}` as Intl.StringNumericLiteral;
  const fractionDigits = absolute % 100n === 0n ? 0 : 2;
  const code = (currency ?? 'EUR').trim().toUpperCase() || 'EUR';
  try {
    const format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: code, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    return applySpacing(format.format(decimal), options);
  } catch {
    // Not an ISO 4217 code: the amount, then the code as the record gives it.
    const format = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    return applySpacing(`${format.format(decimal)}\u00A0${code}`, options);
  }
}

/**
 * The line under a company event's kind, in the history and the digest mail: what appeared or left
 * (`label`), else the old and new values (`10 000 € → 50 000 €` for a capital), else nothing.
 */
export function companyEventDetail(event: CompanyEventDetailInput, options?: SpacingOptions): string | null {
  if (event.label) return event.label;
  if (event.before === null && event.after === null) return null;
  const value = (text: string | null) =>
    text === null ? '—' : event.kind === 'capital_changed' ? formatCapitalCents(text, event.currency, options) : text;
  return `${value(event.before)} → ${value(event.after)}`;
}
