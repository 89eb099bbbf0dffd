import type { Pool } from 'pg';
import { inTransaction, refreshDataHub, refreshDirectorSearchFor, refreshSectorStatistics, refreshSiteStatistics } from '@registre/db';
import { updateCompanySearch } from '../search-index/update-company-search';

/** SIRENs per transaction: a reader never waits on more than this many companies' rows. */
const BATCH = 5_000;

export interface ChangedCompaniesRefresh {
  companies: number;
  searchRows: number;
  directors: number;
  /** Seconds per step. */
  seconds: Record<string, number>;
}

/**
 * The derived data after a day's imports, for the companies the day's files named (`data_update_changed_sirens`):
 * - incremental: the company search (rows, postings, word counts and deletions, index pages' counts:
 *   search-index/update-company-search.ts) and the director search of the persons holding a mandate in those
 *   companies (`refreshDirectorSearchFor`: the full rebuild's statements, scoped), by batches of 5,000 in their own
 *   transactions;
 * - full, because what they hold is not a sum over companies: the sector statistics (quartiles of each ratio per
 *   sector), the sitemap cuts (a company added or removed moves the cut of every later file), the data hub's lists
 *   (ranked and dated lists, cut at today) and the site counters; each is one statement over an index or a small
 *   table (their time at 1 M companies: docs/benchmarks.md).
 */
export async function refreshChangedCompanies(pool: Pool, period: string, today: string, log: (line: string) => void = () => {}): Promise<ChangedCompaniesRefresh> {
  const seconds: Record<string, number> = {};
  const timed = async <T>(step: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    seconds[step] = Number(((performance.now() - started) / 1000).toFixed(2));
    log(`update ${period}: ${step} ${seconds[step]} s`);
    return result;
  };
  let companies = 0;
  let searchRows = 0;
  let directors = 0;
  await timed('company-search', async () => {
    for (let after = ''; ; ) {
      const { rows } = await pool.query<{ siren: string }>(
        `SELECT siren FROM data_update_changed_sirens WHERE period = $1 AND siren > $2 ORDER BY siren LIMIT ${BATCH}`,
        [period, after],
      );
      if (rows.length === 0) break;
      after = rows[rows.length - 1]?.siren ?? after;
      companies += rows.length;
      const client = await pool.connect();
      try {
        await inTransaction(client, async () => {
          await client.query('CREATE TEMP TABLE update_scope (siren char(9) COLLATE "C" PRIMARY KEY) ON COMMIT DROP');
          await client.query('INSERT INTO update_scope SELECT unnest($1::text[])', [rows.map((row) => row.siren)]);
          await client.query('ANALYZE update_scope');
          const updated = await updateCompanySearch(client, { column: (siren) => `${siren} IN (SELECT siren FROM update_scope)` });
          searchRows += updated.companies;
          await client.query('DROP TABLE update_scope');
        });
      } finally {
        client.release();
      }
    }
  });
  await timed('director-search', async () => {
    const { rows } = await pool.query<{ id: string }>(
      `SELECT DISTINCT m.person_id AS id FROM data_update_changed_sirens s JOIN mandates m ON m.siren = s.siren WHERE s.period = $1 ORDER BY 1`,
      [period],
    );
    for (let start = 0; start < rows.length; start += BATCH) {
      const ids = rows.slice(start, start + BATCH).map((row) => row.id);
      const client = await pool.connect();
      try {
        await inTransaction(client, () => refreshDirectorSearchFor(client, ids));
      } finally {
        client.release();
      }
    }
    directors = rows.length;
  });
  await timed('sector-statistics', () => refreshSectorStatistics(pool));
  await timed('sitemaps', () => pool.query('SELECT refresh_all_sitemap_files()'));
  await timed('data-hub', () => refreshDataHub(pool, today));
  await timed('site-statistics', () => refreshSiteStatistics(pool));
  return { companies, searchRows, directors, seconds };
}
