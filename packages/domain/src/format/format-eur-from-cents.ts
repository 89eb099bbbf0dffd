import { applySpacing, type SpacingOptions } from './plain-spaces';

const eurFormat = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/**
 * An amount held as integer cents, in euros the French way:
 * `123456` → `1 234,56 €`, `-990` → `-9,90 €`. The amount is formatted from its
 * exact decimal string, so large amounts never suffer from floating-point error.
 * Throws a `RangeError` when `cents` is not an integer (money is integer cents).
 */
export function formatEurFromCents(cents: number | bigint, options?: SpacingOptions): string {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) {
    throw new RangeError(`Money is integer cents, got ${cents}`);
  }
  const whole = BigInt(cents);
  const negative = whole < 0n;
  const absolute = negative ? -whole : whole;
  const euros = absolute / 100n;
  const rest = String(absolute % 100n).padStart(2, '0');
  const decimal = `${negative ? '-' : ''}${euros}.${rest}` as Intl.StringNumericLiteral;
  return applySpacing(eurFormat.format(decimal), options);
}
