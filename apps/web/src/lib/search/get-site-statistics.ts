import { siteStatisticsResponseSchema, type SiteStatistics } from '@registre/domain';
import { PAGE_REVALIDATE_SECONDS } from '@/config/revalidate';
import { fetchApiJson } from '@/lib/api/fetch-api-json';

/** The site's counters (`GET /api/statistics`), or null when the API cannot give them: the page shows none. */
export async function getSiteStatistics(): Promise<SiteStatistics | null> {
  try {
    const response = await fetchApiJson('/api/statistics', siteStatisticsResponseSchema, { next: { revalidate: PAGE_REVALIDATE_SECONDS } });
    return response?.data ?? null;
  } catch {
    return null;
  }
}
