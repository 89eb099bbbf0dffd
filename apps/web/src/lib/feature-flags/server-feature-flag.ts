import { featureFlagResponseSchema } from '@registre/domain';
import { cache } from 'react';
import { FEATURE_FLAG_REVALIDATE_SECONDS } from '@/config/revalidate';
import { ApiRequestError } from '@/lib/api/api-request-error';
import { fetchApiResult } from '@/lib/api/fetch-api-result';
import { featureFlagPath, type FeatureFlagName } from './feature-flag-state';

/** A flag's read must not hold a page back: past this, the flag counts as inactive. */
const FLAG_READ_TIMEOUT_MS = 2_000;

/**
 * A feature flag read by the site's server (`GET /api/features/{name}`), once per request, kept
 * for an hour (FEATURE_FLAG_REVALIDATE_SECONDS, so a cached page keeps its day-long life): active
 * only when the API says so; a refusal, an outage or a slow answer leaves it inactive, as in the browser.
 */
export const serverFeatureFlag = cache(async (name: FeatureFlagName): Promise<boolean> => {
  try {
    const result = await fetchApiResult(featureFlagPath(name), featureFlagResponseSchema, {
      next: { revalidate: FEATURE_FLAG_REVALIDATE_SECONDS, tags: [`feature:${name}`] },
      timeoutMs: FLAG_READ_TIMEOUT_MS,
    });
    return result.kind === 'ok' && result.data.data.active;
  } catch (error) {
    // Next's own signals (a redirect asked by an outage, see live-page-retry.ts) go on.
    if (error instanceof ApiRequestError) return false;
    throw error;
  }
});
