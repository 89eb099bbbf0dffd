import { describe, expect, it } from 'vitest';
import { FRENCH_MONTH_NAMES, frenchMonthName } from './french-month-names';

describe('frenchMonthName', () => {
  it('names the months from 1 to 12', () => {
    expect(FRENCH_MONTH_NAMES).toHaveLength(12);
    expect(frenchMonthName(1)).toBe('janvier');
    expect(frenchMonthName(2)).toBe('février');
    expect(frenchMonthName(8)).toBe('août');
    expect(frenchMonthName(12)).toBe('décembre');
  });

  it('matches Intl fr-FR month names', () => {
    const intl = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month += 1) {
      expect(frenchMonthName(month)).toBe(intl.format(new Date(Date.UTC(2021, month - 1, 15))));
    }
  });

  it('throws outside 1–12', () => {
    expect(() => frenchMonthName(0)).toThrow(RangeError);
    expect(() => frenchMonthName(13)).toThrow(RangeError);
    expect(() => frenchMonthName(1.5)).toThrow(RangeError);
  });
});
