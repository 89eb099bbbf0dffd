import type { Pool } from 'pg';
import { runUnbounded } from '../unbounded-statement';

/**
 * Recomputes the sector statistics (quartiles of each ratio per sector) from the companies'
 * latest ratios. One statement, so one transaction: readers see the old figures until it ends.
 * Without the API pool's statement time-out: the worker may run it on that pool (`npm start`).
 */
export async function refreshSectorStatistics(pool: Pool): Promise<void> {
  await runUnbounded(pool, 'SELECT public.refresh_sector_statistics()');
}

/** Recomputes the site's counters (companies, directors, announcements, documents…), without the statement time-out. */
export async function refreshSiteStatistics(pool: Pool): Promise<void> {
  await runUnbounded(pool, 'SELECT public.refresh_site_statistics()');
}
