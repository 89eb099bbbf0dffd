import { describe, expect, it } from 'vitest';
import { formatDateFr } from './format-date-fr';

describe('formatDateFr', () => {
  it('writes a calendar date in French', () => {
    expect(formatDateFr('2021-03-05')).toBe('5 mars 2021');
    expect(formatDateFr('1955-12-31')).toBe('31 décembre 1955');
    expect(formatDateFr('2024-02-29')).toBe('29 février 2024');
  });

  it('writes the first of the month as "1er"', () => {
    expect(formatDateFr('2021-03-01')).toBe('1er mars 2021');
    expect(formatDateFr('2000-01-01')).toBe('1er janvier 2000');
  });

  it('shows an instant as its day in Europe/Paris', () => {
    // 23:30 UTC is already the next day in Paris (UTC+1 in winter, UTC+2 in summer)
    expect(formatDateFr('2021-03-04T23:30:00Z')).toBe('5 mars 2021');
    expect(formatDateFr('2021-07-14T22:30:00Z')).toBe('15 juillet 2021');
    expect(formatDateFr('2021-07-14T21:59:59Z')).toBe('14 juillet 2021');
    expect(formatDateFr(new Date(Date.UTC(2021, 11, 31, 23, 0, 0)))).toBe('1er janvier 2022');
  });

  it('throws on invalid dates', () => {
    expect(() => formatDateFr('2021-02-30')).toThrow(RangeError);
    expect(() => formatDateFr('2023-02-29')).toThrow(RangeError);
    expect(() => formatDateFr('2014-12-35')).toThrow(RangeError);
    expect(() => formatDateFr('not a date')).toThrow(RangeError);
    expect(() => formatDateFr(new Date(Number.NaN))).toThrow(RangeError);
  });
});
