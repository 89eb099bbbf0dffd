/**
 * How long the site's server waits for the API before showing the time-out page (SPECIFICATION §9).
 *
 * API_TIMEOUT_MS: every server-side read (default 10 s).
 * COMPANY_FETCH_TIMEOUT_FLAGGED_MS: a company page's read while the `company-fetch-timeout-25s` flag
 * is active (default 25 s: the specification's company fetch time-out "when flagged").
 * DIRECTOR_PERSONAL_FETCH_TIMEOUT_FLAGGED_MS: a director's personal data while the
 * `director-fetch-timeout-5s` flag is active (default 5 s).
 *
 * Read at request time, so one build runs with any of them; the browser tests set small ones to
 * check each path without waiting seconds. A value that is not a whole number of milliseconds
 * between 1 and 120,000 is ignored (the default applies).
 */
export interface ApiTimeouts {
  defaultMs: number;
  companyFlaggedMs: number;
  directorPersonalFlaggedMs: number;
}

export const DEFAULT_API_TIMEOUTS: ApiTimeouts = { defaultMs: 10_000, companyFlaggedMs: 25_000, directorPersonalFlaggedMs: 5_000 };

function milliseconds(value: string | undefined, fallback: number): number {
  const trimmed = value?.trim() ?? '';
  if (!/^\d{1,6}$/.test(trimmed)) return fallback;
  const parsed = Number(trimmed);
  return parsed >= 1 && parsed <= 120_000 ? parsed : fallback;
}

export function apiTimeouts(env: Readonly<Record<string, string | undefined>> = process.env): ApiTimeouts {
  return {
    defaultMs: milliseconds(env.API_TIMEOUT_MS, DEFAULT_API_TIMEOUTS.defaultMs),
    companyFlaggedMs: milliseconds(env.COMPANY_FETCH_TIMEOUT_FLAGGED_MS, DEFAULT_API_TIMEOUTS.companyFlaggedMs),
    directorPersonalFlaggedMs: milliseconds(env.DIRECTOR_PERSONAL_FETCH_TIMEOUT_FLAGGED_MS, DEFAULT_API_TIMEOUTS.directorPersonalFlaggedMs),
  };
}
