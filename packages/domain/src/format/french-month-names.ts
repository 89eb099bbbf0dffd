/** French month names, January first, as written inside a date (lower case). */
export const FRENCH_MONTH_NAMES = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/**
 * The French name of month `month` (1 = janvier … 12 = décembre).
 * Throws a `RangeError` for anything else.
 */
export function frenchMonthName(month: number): string {
  const name = Number.isInteger(month) ? FRENCH_MONTH_NAMES[month - 1] : undefined;
  if (name === undefined) throw new RangeError(`A month is 1 to 12, got ${month}`);
  return name;
}
