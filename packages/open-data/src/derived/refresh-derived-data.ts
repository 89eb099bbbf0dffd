import type { Pool } from 'pg';
import { refreshDirectorSearch } from '@registre/db';
import { rebuildCompanySearch } from '../search-index/rebuild-company-search';

/** Tables computed from the register, never imported: they must follow every import. */
export type DerivedTable = 'sector-statistics' | 'director-search' | 'company-search' | 'sitemaps' | 'site-statistics';

/** In refresh order: site statistics count what the others hold. */
export const DERIVED_TABLES: readonly DerivedTable[] = ['sector-statistics', 'director-search', 'company-search', 'sitemaps', 'site-statistics'];

/** What each importer's data feeds (the company's activity and head office feed the listings). */
export const DERIVED_FROM: Readonly<Record<string, readonly DerivedTable[]>> = {
  'sirene-ul': DERIVED_TABLES,
  'sirene-etab': ['director-search', 'company-search', 'site-statistics'],
  rne: ['director-search', 'sitemaps', 'site-statistics'],
  bodacc: ['site-statistics'],
  ratios: ['sector-statistics', 'company-search', 'site-statistics'],
  trademarks: ['site-statistics'],
  patents: ['site-statistics'],
  // Available documents (site statistics) count the public deposited acts; agreements feed nothing derived.
  acts: ['site-statistics'],
  agreements: [],
};

const REFRESH: Record<DerivedTable, (pool: Pool, log: (line: string) => void) => Promise<unknown>> = {
  'sector-statistics': (pool) => pool.query('SELECT refresh_sector_statistics()'),
  'director-search': (pool) => refreshDirectorSearch(pool),
  'company-search': (pool, log) => rebuildCompanySearch(pool, log),
  // Where each sitemap file starts (companies and persons added, removed or changed move the cuts).
  sitemaps: (pool) => pool.query('SELECT refresh_all_sitemap_files()'),
  'site-statistics': (pool) => pool.query('SELECT refresh_site_statistics()'),
};

/** Recomputes the derived tables named (in dependency order), logging each one's time. */
export async function refreshDerivedData(pool: Pool, tables: readonly DerivedTable[], log: (line: string) => void = () => {}): Promise<void> {
  for (const table of DERIVED_TABLES) {
    if (!tables.includes(table)) continue;
    const started = performance.now();
    await REFRESH[table](pool, log);
    log(`${table} refreshed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
