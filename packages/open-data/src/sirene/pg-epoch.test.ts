import { describe, expect, it } from 'vitest';
import { daysSince2000 } from './pg-epoch';

describe('daysSince2000', () => {
  it('counts days from 2000-01-01 as Date.UTC does, leap years and years before 1970 included', () => {
    const day = 86_400_000;
    const epoch = Date.UTC(2000, 0, 1);
    for (const [year, month, date] of [
      [2000, 1, 1],
      [1999, 12, 31],
      [2000, 2, 29],
      [1900, 3, 1],
      [1600, 2, 29],
      [1, 1, 1],
      [2024, 3, 1],
      [9999, 12, 31],
    ] as const) {
      const expected = (new Date(0).setUTCFullYear(year, month - 1, date) - epoch) / day;
      expect(daysSince2000(year, month, date)).toBe(Math.floor(expected));
    }
    expect(daysSince2000(2000, 1, 1)).toBe(0);
    expect(daysSince2000(2000, 3, 1)).toBe(60);
  });
});
