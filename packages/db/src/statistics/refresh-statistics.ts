import type { Pool } from 'pg';

/**
 * Recomputes the sector statistics (quartiles of each ratio per sector) from the companies'
 * latest ratios. One statement, so one transaction: readers see the old figures until it ends.
 */
export async function refreshSectorStatistics(pool: Pool): Promise<void> {
  await pool.query('SELECT public.refresh_sector_statistics()');
}

/** Recomputes the site's counters (companies, directors, announcements, documents…). */
export async function refreshSiteStatistics(pool: Pool): Promise<void> {
  await pool.query('SELECT public.refresh_site_statistics()');
}
