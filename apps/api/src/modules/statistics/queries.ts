import { runUnbounded } from '@registre/db';
import type { Pool } from 'pg';

/** The counters `refresh_site_statistics()` writes into `site_statistics` (migration 0006). */
export const SITE_COUNTERS = [
  'doc_available',
  'searchable_siret',
  'verified_company_profile',
  'kbis_available',
  'score',
  'registered_establishments',
] as const;

export type SiteCounter = (typeof SITE_COUNTERS)[number];

export interface SiteCounterRow {
  name: string;
  value: number;
  computed_at: string;
}

export async function readSiteCounters(pool: Pool): Promise<SiteCounterRow[]> {
  const result = await pool.query<SiteCounterRow>({
    name: 'statistics-read',
    text: `SELECT name, value::float8 AS value, to_char(computed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS computed_at
             FROM site_statistics WHERE name = ANY($1::text[])`,
    values: [SITE_COUNTERS],
  });
  return result.rows;
}

/** Counts every counter again (seconds on the full register: run it off the request path when possible). */
export async function refreshSiteCounters(pool: Pool): Promise<void> {
  await runUnbounded(pool, 'SELECT refresh_site_statistics()');
}
