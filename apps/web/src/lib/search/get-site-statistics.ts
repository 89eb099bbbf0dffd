import { siteStatisticsResponseSchema, type SiteStatistics } from '@registre/domain';
import { PAGE_REVALIDATE_SECONDS } from '@/config/revalidate';
import { fetchApiJson } from '@/lib/api/fetch-api-json';

/**
 * The site's counters (`GET /api/statistics`), or null when the API cannot give them: the page shows none.
 * Reused `revalidateSeconds` (the page's 10 s by default; the header of every page: HEADER_REVALIDATE_SECONDS).
 */
export async function getSiteStatistics({ revalidateSeconds = PAGE_REVALIDATE_SECONDS }: { revalidateSeconds?: number } = {}): Promise<SiteStatistics | null> {
  try {
    const response = await fetchApiJson('/api/statistics', siteStatisticsResponseSchema, { next: { revalidate: revalidateSeconds } });
    return response?.data ?? null;
  } catch {
    return null;
  }
}
