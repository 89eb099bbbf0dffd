import { describe, expect, it } from 'vitest';
import { laterDate, parseBirthMonth, parseRneDate } from './rne-dates';

describe('parseRneDate', () => {
  it('reads plain dates and the date part of timestamps', () => {
    expect(parseRneDate('2013-08-05')).toBe('2013-08-05');
    expect(parseRneDate('1993-05-12T00:00:00+02:00')).toBe('1993-05-12');
  });

  it('refuses impossible or missing dates', () => {
    expect(parseRneDate('2014-12-35')).toBeNull();
    expect(parseRneDate('2023-02-29')).toBeNull();
    expect(parseRneDate('2024-02-29')).toBe('2024-02-29');
    expect(parseRneDate('12/05/1993')).toBeNull();
    expect(parseRneDate(undefined)).toBeNull();
    expect(parseRneDate(19930512)).toBeNull();
  });
});

describe('parseBirthMonth', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it('keeps year and month of the RNE month form', () => {
    expect(parseBirthMonth('1944-08', now)).toEqual({ year: 1944, month: 8 });
  });

  it('drops the day of a full date, in ISO or French form', () => {
    expect(parseBirthMonth('1975-03-14', now)).toEqual({ year: 1975, month: 3 });
    expect(parseBirthMonth('1975-03-14T00:00:00+01:00', now)).toEqual({ year: 1975, month: 3 });
    expect(parseBirthMonth('14/03/1975', now)).toEqual({ year: 1975, month: 3 });
    expect(parseBirthMonth('03/1975', now)).toEqual({ year: 1975, month: 3 });
  });

  it('refuses implausible values', () => {
    expect(parseBirthMonth('1975-13', now)).toBeNull();
    expect(parseBirthMonth('1800-01', now)).toBeNull();
    expect(parseBirthMonth('2030-01', now)).toBeNull();
    expect(parseBirthMonth('', now)).toBeNull();
    expect(parseBirthMonth(null, now)).toBeNull();
  });
});

describe('laterDate', () => {
  it('picks the later date and ignores nulls', () => {
    expect(laterDate('2020-01-02', '2019-12-31')).toBe('2020-01-02');
    expect(laterDate(null, '2019-12-31')).toBe('2019-12-31');
    expect(laterDate(null, null)).toBeNull();
  });
});
