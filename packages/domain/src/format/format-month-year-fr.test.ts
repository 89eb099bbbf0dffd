import { describe, expect, it } from 'vitest';
import { formatMonthYearFr } from './format-month-year-fr';

describe('formatMonthYearFr', () => {
  it('shows month and year only', () => {
    expect(formatMonthYearFr(1970, 3)).toBe('mars 1970');
    expect(formatMonthYearFr(1985, 12)).toBe('décembre 1985');
    expect(formatMonthYearFr(2001, 1)).toBe('janvier 2001');
  });

  it('throws on an invalid month or year', () => {
    expect(() => formatMonthYearFr(1970, 0)).toThrow(RangeError);
    expect(() => formatMonthYearFr(1970, 13)).toThrow(RangeError);
    expect(() => formatMonthYearFr(Number.NaN, 3)).toThrow(RangeError);
  });
});
