import type { Pool } from 'pg';
import { refreshDataHub, refreshDirectorSearch, refreshSectorStatistics, refreshSiteStatistics } from '@registre/db';
import { rebuildCompanySearch } from '../search-index/rebuild-company-search';

/** Tables computed from the register, never imported: they must follow every import. */
export type DerivedTable = 'sector-statistics' | 'director-search' | 'company-search' | 'sitemaps' | 'data-hub' | 'site-statistics';

/** In refresh order: the data hub reads the company search; site statistics count what the others hold. */
export const DERIVED_TABLES: readonly DerivedTable[] = ['sector-statistics', 'director-search', 'company-search', 'sitemaps', 'data-hub', 'site-statistics'];

/** What each importer's data feeds (the company's activity and head office feed the listings). */
export const DERIVED_FROM: Readonly<Record<string, readonly DerivedTable[]>> = {
  'sirene-ul': DERIVED_TABLES,
  'sirene-etab': ['director-search', 'company-search', 'data-hub', 'site-statistics'],
  rne: ['director-search', 'sitemaps', 'site-statistics'],
  // The data hub lists the insolvency proceedings, deregistrations and accounts filed that the BODACC publishes.
  bodacc: ['data-hub', 'site-statistics'],
  ratios: ['sector-statistics', 'company-search', 'data-hub', 'site-statistics'],
  trademarks: ['site-statistics'],
  patents: ['site-statistics'],
  // Available documents (site statistics) count the public deposited acts; agreements feed nothing derived.
  acts: ['site-statistics'],
  agreements: [],
};

const REFRESH: Record<DerivedTable, (pool: Pool, log: (line: string) => void) => Promise<unknown>> = {
  'sector-statistics': (pool) => refreshSectorStatistics(pool),
  'director-search': (pool, log) => refreshDirectorSearch(pool, { log }),
  'company-search': (pool, log) => rebuildCompanySearch(pool, log),
  // Where each sitemap file starts (companies and persons added, removed or changed move the cuts).
  sitemaps: (pool) => pool.query('SELECT refresh_all_sitemap_files()'),
  // The dated lists end on today in Paris at the latest.
  'data-hub': (pool) => refreshDataHub(pool, new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date())),
  'site-statistics': (pool) => refreshSiteStatistics(pool),
};

/**
 * After an import: first the planner's statistics, then the derived tables named (in dependency
 * order), logging each one's time.
 *
 * `ANALYZE` comes first because a bulk load leaves the statistics of the tables it filled stale or
 * absent, and nothing else refreshes them on a server running without autovacuum (this machine's and
 * CI's) or before autovacuum gets to them: the planner then guesses thousands of rows per SIREN and
 * the company page's reads, measured on a 1 M-company register, went from 10 ms to 137 ms. It
 * samples a fixed number of pages per table (5 s for that whole register), and the derived tables'
 * own queries plan on the fresh figures too.
 */
export async function refreshDerivedData(pool: Pool, tables: readonly DerivedTable[], log: (line: string) => void = () => {}): Promise<void> {
  const analyzed = performance.now();
  await pool.query('ANALYZE');
  log(`planner statistics refreshed in ${((performance.now() - analyzed) / 1000).toFixed(1)} s`);
  for (const table of DERIVED_TABLES) {
    if (!tables.includes(table)) continue;
    const started = performance.now();
    await REFRESH[table](pool, log);
    log(`${table} refreshed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
