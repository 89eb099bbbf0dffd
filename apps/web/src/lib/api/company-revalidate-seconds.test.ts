import { describe, expect, it } from 'vitest';
import {
  COMPANY_REVALIDATE_MAX_SECONDS,
  COMPANY_REVALIDATE_MIN_SECONDS,
  companyRevalidateSeconds,
} from './company-revalidate-seconds';

describe('companyRevalidateSeconds', () => {
  it('stays within [86 400, 129 600] at both ends of the random range', () => {
    expect(companyRevalidateSeconds(() => 0)).toBe(COMPANY_REVALIDATE_MIN_SECONDS);
    expect(companyRevalidateSeconds(() => 0.999_999_999)).toBe(COMPANY_REVALIDATE_MAX_SECONDS);
    expect(companyRevalidateSeconds(() => 1)).toBe(COMPANY_REVALIDATE_MAX_SECONDS);
  });

  it('returns whole seconds spread over the window', () => {
    const values = Array.from({ length: 200 }, () => companyRevalidateSeconds());
    for (const value of values) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(COMPANY_REVALIDATE_MIN_SECONDS);
      expect(value).toBeLessThanOrEqual(COMPANY_REVALIDATE_MAX_SECONDS);
    }
    expect(new Set(values).size).toBeGreaterThan(100);
  });
});
