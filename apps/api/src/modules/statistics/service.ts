import type { SiteStatistics } from '@registre/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import { readSiteCounters, refreshSiteCounters, SITE_COUNTERS, type SiteCounterRow } from './queries';

/** Counters older than this are recounted in the background while the stored ones are served. */
export const STATISTICS_MAX_AGE_MS = 60 * 60 * 1000;

function complete(rows: readonly SiteCounterRow[]): boolean {
  return SITE_COUNTERS.every((name) => rows.some((row) => row.name === name));
}

function present(rows: readonly SiteCounterRow[]): SiteStatistics {
  const value = (name: string) => rows.find((row) => row.name === name)?.value ?? 0;
  const oldest = rows.reduce((min, row) => (row.computed_at < min ? row.computed_at : min), rows[0]?.computed_at ?? new Date().toISOString());
  return {
    docAvailable: value('doc_available'),
    searchableSiret: value('searchable_siret'),
    verifiedCompanyProfile: value('verified_company_profile'),
    kbisAvailable: value('kbis_available'),
    score: value('score'),
    registeredEstablishments: value('registered_establishments'),
    computedAt: oldest,
  };
}

/**
 * The site's counters, cached in `site_statistics`: refreshed after every import
 * (`refresh_site_statistics()`), counted now when missing, and recounted in the background
 * (one recount at a time) once older than an hour.
 */
export function statisticsService(pool: Pool, now: () => number = Date.now) {
  let refreshing: Promise<void> | null = null;
  const refresh = (): Promise<void> => {
    refreshing ??= refreshSiteCounters(pool).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  return {
    async get(log: FastifyBaseLogger): Promise<SiteStatistics> {
      let rows = await readSiteCounters(pool);
      if (!complete(rows)) {
        await refresh();
        rows = await readSiteCounters(pool);
      }
      const statistics = present(rows);
      if (now() - Date.parse(statistics.computedAt) > STATISTICS_MAX_AGE_MS) {
        refresh().catch((error: unknown) => log.error({ err: error }, 'site statistics refresh failed'));
      }
      return statistics;
    },
  };
}

export type StatisticsService = ReturnType<typeof statisticsService>;
