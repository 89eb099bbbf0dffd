import { describe, expect, it } from 'vitest';
import { monthYearLabel } from './month-year-label';

describe('monthYearLabel', () => {
  it('writes a month and year in French', () => {
    expect(monthYearLabel('1970-04')).toBe('avril 1970');
  });
  it('writes the year alone when the month is unknown', () => {
    expect(monthYearLabel('1970')).toBe('1970');
  });
});
