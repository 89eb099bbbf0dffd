import { apiTimeouts } from '@/config/api-timeouts';
import { FEATURE_FLAGS } from '@/lib/feature-flags/feature-flag-state';
import { serverFeatureFlag } from '@/lib/feature-flags/server-feature-flag';

/**
 * The time-out of a company's read (`/api/companies/{siren}`, the company page's read): 25 s while
 * the `company-fetch-timeout-25s` flag is active (SPECIFICATION §9), else the site's default.
 */
export async function companyReadTimeoutMs(): Promise<number> {
  const timeouts = apiTimeouts();
  return (await serverFeatureFlag(FEATURE_FLAGS.companyFetchTimeout25s)) ? timeouts.companyFlaggedMs : timeouts.defaultMs;
}

/** The time-out of a director's personal data: 5 s while the `director-fetch-timeout-5s` flag is active, else the site's default. */
export async function directorPersonalTimeoutMs(): Promise<number> {
  const timeouts = apiTimeouts();
  return (await serverFeatureFlag(FEATURE_FLAGS.directorFetchTimeout5s)) ? timeouts.directorPersonalFlaggedMs : timeouts.defaultMs;
}
