import { siteStatisticsResponseSchema, type SiteStatistics } from '@registre/domain';
import { connection } from 'next/server';
import { fetchApiJson } from '@/lib/api/fetch-api-json';

/** `GET /api/statistics` (the register's counters, counted in the database), read at request time; null when the API cannot answer. */
export async function getSiteStatistics(): Promise<SiteStatistics | null> {
  await connection();
  try {
    return (await fetchApiJson('/api/statistics', siteStatisticsResponseSchema, { next: { revalidate: 300 } }))?.data ?? null;
  } catch {
    return null;
  }
}
