import { describe, expect, it } from 'vitest';
import { slashedDate, toIsoDate } from './calendar-date';

describe('toIsoDate', () => {
  it('reads the spellings of BODACC dates', () => {
    expect(toIsoDate('2021-03-05')).toBe('2021-03-05');
    expect(toIsoDate('2021-03-05T00:00:00+00:00')).toBe('2021-03-05');
    expect(toIsoDate('05/03/2021')).toBe('2021-03-05');
    expect(toIsoDate('5 mars 2021')).toBe('2021-03-05');
    expect(toIsoDate('1er août 2020')).toBe('2020-08-01');
    expect(toIsoDate('12\u00a0Décembre 2019')).toBe('2019-12-12');
  });

  it('refuses impossible or unknown dates', () => {
    expect(toIsoDate('2014-12-35')).toBeNull();
    expect(toIsoDate('2021-02-29')).toBeNull();
    expect(toIsoDate('31/04/2021')).toBeNull();
    expect(toIsoDate('5 brumaire 2021')).toBeNull();
    expect(toIsoDate('')).toBeNull();
    expect(toIsoDate(20210305)).toBeNull();
  });

  it('writes the short French form', () => {
    expect(slashedDate('2021-03-05')).toBe('05/03/2021');
  });
});
