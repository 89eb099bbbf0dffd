import { frenchMonthName } from './french-month-names';

/**
 * Month and year only, as directors' birth dates are shown: (1970, 3) → `mars 1970`.
 * `month` is 1-based. Throws a `RangeError` for a month outside 1–12 or a
 * non-integer year.
 */
export function formatMonthYearFr(year: number, month: number): string {
  if (!Number.isInteger(year)) throw new RangeError(`A year is an integer, got ${year}`);
  return `${frenchMonthName(month)} ${year}`;
}
