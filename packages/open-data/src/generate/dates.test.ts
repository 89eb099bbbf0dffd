import { describe, expect, it } from 'vitest';
import { dayOf, formatDay, formatParisTimestamp, formatTimestamp, monthOf, nextWorkingDay, weekdayOf, workingDayRank, yearOf } from './dates';

describe('dates', () => {
  it('formats day numbers as ISO dates', () => {
    expect(formatDay(dayOf(2024, 2, 29))).toBe('2024-02-29');
    expect(formatDay(dayOf(1901, 7, 2))).toBe('1901-07-02');
    expect(yearOf(dayOf(2025, 12, 31))).toBe(2025);
    expect(monthOf(dayOf(2025, 12, 31))).toBe(12);
  });

  it('formats Sirene and RNE timestamps', () => {
    expect(formatTimestamp(dayOf(2024, 3, 5), 3600 * 9 + 60 * 7 + 5)).toBe('2024-03-05T09:07:05');
    expect(formatParisTimestamp(dayOf(2024, 7, 5), 0)).toBe('2024-07-05T00:00:00+02:00');
    expect(formatParisTimestamp(dayOf(2024, 1, 5), 0)).toBe('2024-01-05T00:00:00+01:00');
  });

  it('moves weekends to Monday and numbers working days within the year', () => {
    const saturday = dayOf(2025, 1, 4);
    expect(weekdayOf(saturday)).toBe(6);
    expect(formatDay(nextWorkingDay(saturday))).toBe('2025-01-06');
    expect(workingDayRank(dayOf(2025, 1, 1))).toBe(1); // a Wednesday
    expect(workingDayRank(dayOf(2025, 1, 6))).toBe(4);
    expect(() => formatDay(dayOf(1899, 12, 31))).toThrow(RangeError);
  });
});
