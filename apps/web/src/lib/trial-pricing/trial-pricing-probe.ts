import { runtimeApiGet } from '../runtime-config/runtime-api';
import { toTrialPricing, type TrialPricing } from './trial-pricing';

/** The discovery access's pricing, from the API (`GET /api/config/kbis-trial-pricing`). */
export const TRIAL_PRICING_PATH = '/api/config/kbis-trial-pricing';

let inFlight: Promise<TrialPricing | null> | null = null;

/** The pricing the islands of a page show, read once for all of them; null when the API cannot answer it. */
export function probeTrialPricing(): Promise<TrialPricing | null> {
  inFlight ??= runtimeApiGet(TRIAL_PRICING_PATH)
    .then(({ status, body }) => (status === 200 ? toTrialPricing(body) : null))
    .catch(() => null)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
