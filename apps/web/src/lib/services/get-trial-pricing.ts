import { apiInternalUrl } from '@/config/api';
import { HEADER_REVALIDATE_SECONDS } from '@/config/revalidate';
import { toTrialPricing, type TrialPricing } from '@/lib/trial-pricing/trial-pricing';

/**
 * `GET /api/config/kbis-trial-pricing` (server side), or null when the API cannot answer: the
 * subscription banner is then left out rather than showing a price we do not know. Fresh by
 * default; `revalidateSeconds` lets a shared part of every page (the header) reuse it a while.
 */
export async function getTrialPricing({ revalidateSeconds }: { revalidateSeconds?: number } = {}): Promise<TrialPricing | null> {
  try {
    const cache = revalidateSeconds === undefined ? { cache: 'no-store' as const } : { next: { revalidate: revalidateSeconds } };
    const response = await fetch(`${apiInternalUrl()}/api/config/kbis-trial-pricing`, { ...cache, headers: { accept: 'application/json' } });
    return response.ok ? toTrialPricing(await response.json()) : null;
  } catch {
    return null;
  }
}

/** The header's pricing: reused as long as the header's other reads (the browser reads it fresh after load). */
export const getHeaderTrialPricing = () => getTrialPricing({ revalidateSeconds: HEADER_REVALIDATE_SECONDS });
