import { describe, expect, it } from 'vitest';
import { apiTimeouts, DEFAULT_API_TIMEOUTS } from './api-timeouts';

describe('API time-outs of the site server', () => {
  it('are 10 s, 25 s for a flagged company read and 5 s for flagged director personal data by default', () => {
    expect(apiTimeouts({})).toEqual({ defaultMs: 10_000, companyFlaggedMs: 25_000, directorPersonalFlaggedMs: 5_000 });
  });

  it('reads each from the environment', () => {
    expect(apiTimeouts({ API_TIMEOUT_MS: '800', COMPANY_FETCH_TIMEOUT_FLAGGED_MS: ' 2500 ', DIRECTOR_PERSONAL_FETCH_TIMEOUT_FLAGGED_MS: '300' })).toEqual({
      defaultMs: 800,
      companyFlaggedMs: 2500,
      directorPersonalFlaggedMs: 300,
    });
  });

  it('ignores a value that is not a whole number of milliseconds from 1 to 120,000', () => {
    for (const value of ['', 'abc', '0', '-5', '1.5', '120001', '1e4', '9999999']) {
      expect(apiTimeouts({ API_TIMEOUT_MS: value }).defaultMs, value).toBe(DEFAULT_API_TIMEOUTS.defaultMs);
    }
  });
});
