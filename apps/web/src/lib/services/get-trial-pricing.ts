import { apiInternalUrl } from '@/config/api';
import { toTrialPricing, type TrialPricing } from '@/lib/trial-pricing/trial-pricing';

/**
 * `GET /api/config/kbis-trial-pricing`, read fresh (server side), or null when the API cannot
 * answer: the subscription banner is then left out rather than showing a price we do not know.
 */
export async function getTrialPricing(): Promise<TrialPricing | null> {
  try {
    const response = await fetch(`${apiInternalUrl()}/api/config/kbis-trial-pricing`, { cache: 'no-store', headers: { accept: 'application/json' } });
    return response.ok ? toTrialPricing(await response.json()) : null;
  } catch {
    return null;
  }
}
