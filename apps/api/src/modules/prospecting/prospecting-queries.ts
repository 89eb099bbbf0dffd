import type { Pool, PoolClient } from 'pg';
import { headcountBandShortLabel, type ProspectingColumn, type ProspectingFilters, type ProspectPreviewRow } from '@registre/domain';
import { lockAccount } from '../auth';
import type { ListSql } from './prospecting-column-sql';

export type { ListSql };

type Queryable = Pick<Pool | PoolClient, 'query'>;

/** `select` of the list's companies in `company_search cs`, its parts one after the other, at most `limit` of them. */
const matched = (list: ListSql, select: string, limit: number, offset = 0) =>
  `${list.parts.map((where) => `SELECT ${select} FROM company_search cs ${where}`).join(' UNION ALL ')} LIMIT ${limit} OFFSET ${offset}`;

/** Companies matching, counted up to `cap` + 1 (so that "more than `cap`" can be said) and no further. */
export async function countProspects(pool: Queryable, list: ListSql, cap: number): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${matched(list, '1', cap + 1)}) AS matched`, list.values);
  return rows[0]?.n ?? 0;
}

/**
 * Columns of a prospect row from `company_search cs`, its unit `c` and its head office `e`. A unit that is not
 * diffusible (statut P or N) never gives its personal data: its name is already `[ND]` in the search row for a
 * sole trader, and its address (street, postcode, city) is left out, as is a non-diffusible head office's.
 */
const ROW_COLUMNS = `
  cs.siren, cs.name, cs.is_active, cs.legal_category_code, lc.label AS legal_form_label, cs.naf_code, nc.label AS naf_label,
  CASE WHEN c.diffusion_status = 'O' AND e.diffusion_status = 'O'
       THEN nullif(concat_ws(' ', e.street_number, e.street_number_suffix, e.street_type, e.street_name), '') END AS address,
  CASE WHEN c.diffusion_status = 'O' THEN cs.postcode END AS postcode,
  CASE WHEN c.diffusion_status = 'O' THEN cs.city END AS city,
  cs.department_code, cs.headcount_band, hb.label AS headcount_band_label,
  to_char(cs.creation_date, 'YYYY-MM-DD') AS creation_date, to_char(cs.fiscal_year_end, 'YYYY-MM-DD') AS fiscal_year_end,
  cs.turnover_cents::float8 AS turnover_cents, cs.net_result_cents::float8 AS net_result_cents`;

const ROW_JOINS = `
  JOIN company_search cs ON cs.siren = m.siren
  JOIN companies c ON c.siren = cs.siren
  LEFT JOIN establishments e ON e.siren = c.siren AND e.nic = c.head_office_nic
  LEFT JOIN legal_categories lc ON lc.code = cs.legal_category_code
  LEFT JOIN naf_codes nc ON nc.code = cs.naf_code
  LEFT JOIN headcount_bands hb ON hb.code = cs.headcount_band`;

export interface ProspectRow {
  siren: string;
  name: string;
  is_active: boolean;
  legal_category_code: string | null;
  legal_form_label: string | null;
  naf_code: string | null;
  naf_label: string | null;
  address: string | null;
  postcode: string | null;
  city: string | null;
  department_code: string | null;
  headcount_band: string | null;
  headcount_band_label: string | null;
  creation_date: string | null;
  fiscal_year_end: string | null;
  turnover_cents: number | null;
  net_result_cents: number | null;
}

/** The first `limit` companies of a list, in the order the indexes find them (the export's order too). */
export async function prospectRows(pool: Queryable, list: ListSql, limit: number, offset = 0): Promise<ProspectRow[]> {
  const { rows } = await pool.query<ProspectRow>(
    `SELECT ${ROW_COLUMNS}
       FROM (${matched(list, 'cs.siren', limit, offset)}) AS m
       ${ROW_JOINS}`,
    list.values,
  );
  return rows;
}

export const previewRow = (row: ProspectRow): ProspectPreviewRow => ({
  siren: row.siren,
  name: row.name,
  naf_code: row.naf_code,
  naf_label: row.naf_label,
  legal_form: row.legal_form_label ?? row.legal_category_code,
  postcode: row.postcode,
  city: row.city,
  headcount_band: row.headcount_band ? headcountBandShortLabel({ code: row.headcount_band, label: row.headcount_band_label }) : null,
  creation_date: row.creation_date,
  is_active: row.is_active,
});

/**
 * The export's rows, `pageSize` at a time, read through a cursor in one read-only transaction (a consistent
 * view of the register, never more than a page in memory), at most `limit` of them.
 */
export async function* prospectPages(pool: Pool, list: ListSql, limit: number, pageSize = 1_000): AsyncGenerator<ProspectRow[]> {
  const client = await pool.connect();
  let open = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    open = true;
    await client.query(
      `DECLARE prospects NO SCROLL CURSOR FOR
       SELECT ${ROW_COLUMNS}
         FROM (${matched(list, 'cs.siren', limit)}) AS m
         ${ROW_JOINS}`,
      list.values,
    );
    for (;;) {
      const { rows } = await client.query<ProspectRow>(`FETCH ${pageSize} FROM prospects`);
      if (rows.length === 0) break;
      yield rows;
      if (rows.length < pageSize) break;
    }
    await client.query('COMMIT');
    open = false;
  } finally {
    if (open) await client.query('ROLLBACK').catch(() => undefined);
    client.release();
  }
}

export interface SavedSearchRow {
  id: string;
  user_id: string;
  name: string;
  filters: ProspectingFilters;
  columns: ProspectingColumn[];
  created_at: Date;
  updated_at: Date;
}

const SEARCH_COLUMNS = 'id, user_id::text, name, filters, columns, created_at, updated_at';

export async function listSavedSearches(pool: Queryable, userId: string): Promise<SavedSearchRow[]> {
  const { rows } = await pool.query<SavedSearchRow>(`SELECT ${SEARCH_COLUMNS} FROM prospecting_searches WHERE user_id = $1 ORDER BY updated_at DESC, id`, [userId]);
  return rows;
}

/** The user's saved search, or null (another user's id is no one's for them). */
export async function findSavedSearch(pool: Queryable, userId: string, id: string): Promise<SavedSearchRow | null> {
  const { rows } = await pool.query<SavedSearchRow>(`SELECT ${SEARCH_COLUMNS} FROM prospecting_searches WHERE id = $1 AND user_id = $2`, [id, userId]);
  return rows[0] ?? null;
}

export interface SavedSearchInput {
  name: string;
  filters: ProspectingFilters;
  columns: readonly ProspectingColumn[];
}

/**
 * Inserts a search unless the user already has `max` of them (checked under a lock on the user's row, so two
 * parallel saves cannot pass it together): 'full', or 'name-taken' when the user has a search of that name.
 */
export async function insertSavedSearch(client: PoolClient, userId: string, input: SavedSearchInput, max: number, now: Date): Promise<SavedSearchRow | 'full' | 'name-taken'> {
  await lockAccount(client, userId);
  const { rows: counted } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM prospecting_searches WHERE user_id = $1', [userId]);
  if ((counted[0]?.n ?? 0) >= max) return 'full';
  const { rows } = await client.query<SavedSearchRow>(
    `INSERT INTO prospecting_searches (user_id, name, filters, columns, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
     ON CONFLICT DO NOTHING RETURNING ${SEARCH_COLUMNS}`,
    [userId, input.name, JSON.stringify(input.filters), input.columns, now],
  );
  return rows[0] ?? 'name-taken';
}

/** True when the user has another search (not `exceptId`) of that name, whatever its case and spaces. */
export async function nameTaken(pool: Queryable, userId: string, name: string, exceptId: string): Promise<boolean> {
  const { rows } = await pool.query('SELECT 1 FROM prospecting_searches WHERE user_id = $1 AND lower(btrim(name)) = lower(btrim($2)) AND id <> $3', [userId, name, exceptId]);
  return rows.length > 0;
}

export async function updateSavedSearch(pool: Queryable, userId: string, id: string, input: SavedSearchInput, now: Date): Promise<SavedSearchRow | null> {
  const { rows } = await pool.query<SavedSearchRow>(
    `UPDATE prospecting_searches SET name = $3, filters = $4, columns = $5, updated_at = $6 WHERE id = $1 AND user_id = $2 RETURNING ${SEARCH_COLUMNS}`,
    [id, userId, input.name, JSON.stringify(input.filters), input.columns, now],
  );
  return rows[0] ?? null;
}

export async function deleteSavedSearch(pool: Queryable, userId: string, id: string): Promise<boolean> {
  const { rowCount } = await pool.query('DELETE FROM prospecting_searches WHERE id = $1 AND user_id = $2', [id, userId]);
  return rowCount === 1;
}

/** The user's running subscription's state and period (the latest one), or null. */
export async function runningPeriod(pool: Queryable, userId: string): Promise<{ status: 'trialing' | 'active'; start: Date; end: Date } | null> {
  const { rows } = await pool.query<{ status: 'trialing' | 'active'; start: Date; end: Date }>(
    `SELECT status, coalesce(current_period_start, created_at) AS start, current_period_end AS "end"
       FROM billing_subscriptions
      WHERE user_id = $1 AND status IN ('trialing', 'active') AND current_period_end IS NOT NULL
      ORDER BY current_period_end DESC LIMIT 1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** Rows of prospect lists the user ordered since `since` (orders that could not be produced do not count). */
export async function rowsExportedSince(pool: Queryable, userId: string, since: Date): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT coalesce(sum((payload->>'rows')::int), 0)::int AS n FROM orders
      WHERE user_id = $1 AND kind = 'prospecting-export' AND created_at >= $2 AND state <> 'unfulfillable'`,
    [userId, since],
  );
  return rows[0]?.n ?? 0;
}

export interface ExportHistoryRow {
  id: string;
  state: 'pending' | 'completed' | 'unfulfillable';
  payload: { format: 'csv' | 'xlsx'; rows: number; search_name?: string | null };
  created_at: Date;
  error_code: string | null;
}

/** The user's prospect-list exports, newest first. */
export async function exportHistory(pool: Queryable, userId: string, limit: number): Promise<ExportHistoryRow[]> {
  const { rows } = await pool.query<ExportHistoryRow>(
    `SELECT id, state, payload, created_at, error_code FROM orders
      WHERE user_id = $1 AND kind = 'prospecting-export' ORDER BY created_at DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}
