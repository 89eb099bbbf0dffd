import { describe, expect, it } from 'vitest';
import { companyAgeYears } from './company-age';

describe('companyAgeYears', () => {
  it.each([
    ['2012-05-15', '2026-05-14', 13],
    ['2012-05-15', '2026-05-15', 14],
    ['2012-05-15', '2026-11-22', 14],
    ['2026-01-01', '2026-11-22', 0],
    ['2027-01-01', '2026-11-22', 0],
  ])('created %s, on %s: %i full years', (created, on, years) => {
    expect(companyAgeYears(created, on)).toBe(years);
  });
});
