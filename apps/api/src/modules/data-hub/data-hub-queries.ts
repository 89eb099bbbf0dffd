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
 * Where each order reads its positions (migration 0041): names and event dates backwards for the descending order
 * (`reverse`), creation dates and turnovers from a position of each direction, the unknown last either way.
 */
const POSITIONS: Record<DataHubSort, Record<'asc' | 'desc', { column: string; reverse: boolean }>> = {
  event: { asc: { column: 'pos_event', reverse: false }, desc: { column: 'pos_event', reverse: true } },
  name: { asc: { column: 'pos_name', reverse: false }, desc: { column: 'pos_name', reverse: true } },
  creation: { asc: { column: 'pos_creation_asc', reverse: false }, desc: { column: 'pos_creation_desc', reverse: false } },
  turnover: { asc: { column: 'pos_turnover_asc', reverse: false }, desc: { column: 'pos_turnover_desc', reverse: false } },
};

/**
 * One page of a list's companies in the order asked: the rows at positions offset + 1 … offset + limit of that order
 * (counted from the end of the list, `total` rows, for a reversed one), one index range whatever the page's depth.
 */
export async function readEntries(
  pool: Pool,
  listId: string,
  order: { sort: DataHubSort; order: 'asc' | 'desc' },
  page: { limit: number; offset: number; total: number },
): Promise<DataHubEntryRow[]> {
  const { column, reverse } = POSITIONS[order.sort][order.order];
  const [from, to] = reverse ? [page.total - page.offset - page.limit + 1, page.total - page.offset] : [page.offset + 1, page.offset + page.limit];
  const { rows } = await pool.query<DataHubEntryRow>({
    name: `data-hub-entries-${column}-${reverse ? 'reverse' : 'forward'}`,
    text: `SELECT e.siren, e.name, e.legal_category_code, lc.label AS legal_category_label, e.naf_code, naf.label AS naf_label,
                  e.postcode, e.city, to_char(e.creation_date, 'YYYY-MM-DD') AS creation_date,
                  e.headcount_band, hb.label AS headcount_band_label, e.turnover_cents::text AS turnover_cents,
                  to_char(e.fiscal_year_end, 'YYYY-MM-DD') AS fiscal_year_end,
                  to_char(e.event_date, 'YYYY-MM-DD') AS event_date, e.event_code, e.is_active
             FROM data_hub_entries e
             LEFT JOIN legal_categories lc ON lc.code = e.legal_category_code
             LEFT JOIN naf_codes naf ON naf.code = e.naf_code
             LEFT JOIN headcount_bands hb ON hb.code = e.headcount_band
            WHERE e.list_id = $1 AND e.${column} BETWEEN $2 AND $3
            ORDER BY e.${column} ${reverse ? 'DESC' : 'ASC'}`,
    values: [listId, from, to],
  });
  return rows;
}
