import type { DataHubSort } from '@registre/domain';
import type { Pool } from 'pg';

/** A row of `data_hub_lists` (migration 0041), dates as written by PostgreSQL (YYYY-MM-DD). */
export interface DataHubListRow {
  id: string;
  kind: string;
  scope_code: string;
  scope_label: string;
  total: number;
  period_from: string | null;
  period_to: string | null;
  data_date: string | null;
  computed_at: string;
}

const LIST_COLUMNS = `id, kind, scope_code, scope_label, total,
  to_char(period_from, 'YYYY-MM-DD') AS period_from, to_char(period_to, 'YYYY-MM-DD') AS period_to,
  to_char(data_date, 'YYYY-MM-DD') AS data_date,
  to_char(computed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS computed_at`;

/** Every list, nationwide ones first, then by scope code. */
export async function readLists(pool: Pool): Promise<DataHubListRow[]> {
  const { rows } = await pool.query<DataHubListRow>({
    name: 'data-hub-lists',
    text: `SELECT ${LIST_COLUMNS} FROM data_hub_lists ORDER BY kind, scope_code <> '', scope_code`,
  });
  return rows;
}

export async function readList(pool: Pool, id: string): Promise<DataHubListRow | null> {
  const { rows } = await pool.query<DataHubListRow>({ name: 'data-hub-list', text: `SELECT ${LIST_COLUMNS} FROM data_hub_lists WHERE id = $1`, values: [id] });
  return rows[0] ?? null;
}

/** A listed company with the labels of its codes. */
export interface DataHubEntryRow {
  siren: string;
  name: string;
  legal_category_code: string | null;
  legal_category_label: string | null;
  naf_code: string | null;
  naf_label: string | null;
  postcode: string | null;
  city: string | null;
  creation_date: string | null;
  headcount_band: string | null;
  headcount_band_label: string | null;
  turnover_cents: string | null;
  fiscal_year_end: string | null;
  event_date: string | null;
  event_code: string | null;
  is_active: boolean;
}

/**
 * Each sort's ORDER BY, SIREN last so that pages never overlap. The event date (never null in a list) and the name
 * follow their indexes, backwards for a descending order; creation dates and turnovers, often unknown, keep the
 * unknown last either way (sorted within the one list: at most a week of creations).
 */
const ORDER_BY: Record<DataHubSort, Record<'asc' | 'desc', string>> = {
  event: { asc: 'e.event_date, e.siren', desc: 'e.event_date DESC, e.siren DESC' },
  name: { asc: 'e.name, e.siren', desc: 'e.name DESC, e.siren DESC' },
  creation: { asc: 'e.creation_date NULLS LAST, e.siren', desc: 'e.creation_date DESC NULLS LAST, e.siren' },
  turnover: { asc: 'e.turnover_cents NULLS LAST, e.siren', desc: 'e.turnover_cents DESC NULLS LAST, e.siren' },
};

/** One page of a list's companies in the order asked. */
export async function readEntries(pool: Pool, listId: string, sort: DataHubSort, order: 'asc' | 'desc', limit: number, offset: number): Promise<DataHubEntryRow[]> {
  const { rows } = await pool.query<DataHubEntryRow>({
    name: `data-hub-entries-${sort}-${order}`,
    text: `SELECT e.siren, e.name, e.legal_category_code, lc.label AS legal_category_label, e.naf_code, naf.label AS naf_label,
                  e.postcode, e.city, to_char(e.creation_date, 'YYYY-MM-DD') AS creation_date,
                  e.headcount_band, hb.label AS headcount_band_label, e.turnover_cents::text AS turnover_cents,
                  to_char(e.fiscal_year_end, 'YYYY-MM-DD') AS fiscal_year_end,
                  to_char(e.event_date, 'YYYY-MM-DD') AS event_date, e.event_code, e.is_active
             FROM (SELECT * FROM data_hub_entries e WHERE e.list_id = $1 ORDER BY ${ORDER_BY[sort][order]} LIMIT $2 OFFSET $3) AS e
             LEFT JOIN legal_categories lc ON lc.code = e.legal_category_code
             LEFT JOIN naf_codes naf ON naf.code = e.naf_code
             LEFT JOIN headcount_bands hb ON hb.code = e.headcount_band
            ORDER BY ${ORDER_BY[sort][order]}`,
    values: [listId, limit, offset],
  });
  return rows;
}
