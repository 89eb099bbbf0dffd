import type { Pool, PoolClient } from 'pg';

type Db = Pool | PoolClient;

export interface ListRow {
  id: string;
  name: string;
  is_default: boolean;
  companies_count: number;
  created_at: Date;
}

const LIST_COLUMNS = `l.id, l.name, l.is_default, l.created_at,
  (SELECT count(*) FROM followed_companies fc WHERE fc.list_id = l.id)::int AS companies_count`;

export async function userLists(db: Db, userId: string): Promise<ListRow[]> {
  const { rows } = await db.query<ListRow>(
    `SELECT ${LIST_COLUMNS} FROM followed_lists l WHERE l.user_id = $1 ORDER BY l.is_default DESC, l.created_at, l.id`,
    [userId],
  );
  return rows;
}

/** The user's list, or null when it does not exist or belongs to someone else; `lock` takes it FOR UPDATE. */
export async function findUserList(db: Db, userId: string, listId: string, lock = false): Promise<ListRow | null> {
  const { rows } = await db.query<ListRow>(
    `SELECT ${LIST_COLUMNS} FROM followed_lists l WHERE l.id = $1 AND l.user_id = $2 ${lock ? 'FOR UPDATE OF l' : ''}`,
    [listId, userId],
  );
  return rows[0] ?? null;
}

/** Locks the user's lists (creation and default-list creation are serialized per user). */
export async function lockUserLists(client: PoolClient, userId: string): Promise<number> {
  await client.query("SELECT pg_advisory_xact_lock(hashtextextended('followed_lists:' || $1, 0))", [userId]);
  const { rows } = await client.query<{ count: number }>('SELECT count(*)::int AS count FROM followed_lists WHERE user_id = $1', [userId]);
  return rows[0]?.count ?? 0;
}

/** Inserts a list; null when the user already has one of that name (any case). */
export async function insertList(client: PoolClient, userId: string, name: string, isDefault: boolean): Promise<ListRow | null> {
  const { rows } = await client.query<ListRow>(
    `INSERT INTO followed_lists (user_id, name, is_default) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING
     RETURNING id, name, is_default, created_at, 0 AS companies_count`,
    [userId, name, isDefault],
  );
  return rows[0] ?? null;
}

export async function findDefaultList(client: PoolClient, userId: string): Promise<ListRow | null> {
  const { rows } = await client.query<ListRow>(`SELECT ${LIST_COLUMNS} FROM followed_lists l WHERE l.user_id = $1 AND l.is_default FOR UPDATE OF l`, [userId]);
  return rows[0] ?? null;
}

export async function deleteList(db: Db, userId: string, listId: string): Promise<boolean> {
  const result = await db.query('DELETE FROM followed_lists WHERE id = $1 AND user_id = $2', [listId, userId]);
  return (result.rowCount ?? 0) > 0;
}

export interface SirenPartition {
  unknown: string[];
  already: string[];
  fresh: string[];
}

/** Splits the requested SIRENs: unknown to the register, already in the list, to add. One query. */
export async function partitionSirens(db: Db, listId: string, sirens: readonly string[]): Promise<SirenPartition> {
  const { rows } = await db.query<{ siren: string; known: boolean; present: boolean }>(
    `SELECT s.siren, c.siren IS NOT NULL AS known, fc.siren IS NOT NULL AS present
       FROM (SELECT DISTINCT unnest($2::text[])::char(9) COLLATE "C" AS siren) s
       LEFT JOIN companies c ON c.siren = s.siren
       LEFT JOIN followed_companies fc ON fc.list_id = $1 AND fc.siren = s.siren
      ORDER BY s.siren`,
    [listId, sirens],
  );
  const partition: SirenPartition = { unknown: [], already: [], fresh: [] };
  for (const row of rows) {
    if (!row.known) partition.unknown.push(row.siren);
    else if (row.present) partition.already.push(row.siren);
    else partition.fresh.push(row.siren);
  }
  return partition;
}

export async function insertFollowedCompanies(client: PoolClient, listId: string, sirens: readonly string[], now: Date): Promise<void> {
  if (sirens.length === 0) return;
  await client.query(
    `INSERT INTO followed_companies (list_id, siren, added_at)
     SELECT $1, s, $3 FROM unnest($2::text[]) AS s ON CONFLICT DO NOTHING`,
    [listId, sirens, now],
  );
}

export async function deleteFollowedCompanies(db: Db, listId: string, sirens: readonly string[]): Promise<number> {
  const result = await db.query(`DELETE FROM followed_companies WHERE list_id = $1 AND siren = ANY($2::text[])`, [listId, sirens]);
  return result.rowCount ?? 0;
}

/** Removes the SIRENs from every list of the user. */
export async function unfollowEverywhere(db: Db, userId: string, sirens: readonly string[]): Promise<number> {
  const result = await db.query(
    `DELETE FROM followed_companies fc USING followed_lists l
      WHERE fc.list_id = l.id AND l.user_id = $1 AND fc.siren = ANY($2::text[])`,
    [userId, sirens],
  );
  return result.rowCount ?? 0;
}

export interface FollowedSirenRow {
  siren: string;
  list_ids: string[];
}

/** The user's followed SIRENs (only those of `sirens` when given) and the lists holding each. */
export async function followedSirens(db: Db, userId: string, sirens?: readonly string[]): Promise<FollowedSirenRow[]> {
  const { rows } = await db.query<FollowedSirenRow>(
    `SELECT fc.siren, array_agg(fc.list_id::text ORDER BY l.is_default DESC, l.created_at, l.id) AS list_ids
       FROM followed_companies fc JOIN followed_lists l ON l.id = fc.list_id
      WHERE l.user_id = $1 AND ($2::text[] IS NULL OR fc.siren = ANY($2::text[]))
      GROUP BY fc.siren ORDER BY fc.siren`,
    [userId, sirens ?? null],
  );
  return rows;
}

export async function companyExists(db: Db, siren: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM companies WHERE siren = $1', [siren]);
  return rows.length > 0;
}

export interface ListCompanyRow {
  siren: string;
  name: string | null;
  administrative_status: 'A' | 'C' | null;
  city: string | null;
  postcode: string | null;
  naf_code: string | null;
  naf_label: string | null;
  legal_category_code: string | null;
  legal_category_label: string | null;
  creation_date: string | null;
  headcount_band: string | null;
  /** The band's definition in INSEE's nomenclature (`headcount_bands`). */
  headcount_band_label: string | null;
  added_at: Date;
  last_event_kind: string | null;
  last_event_recorded_at: Date | null;
  last_event_occurred_on: string | null;
}

/** The main data and last recorded event of the companies `fc` (a list's entries: siren, added_at), in its order. */
const companiesOf = (entries: string) => `SELECT fc.siren, cs.name, c.administrative_status, cs.city, cs.postcode,
            c.naf_code, naf.label AS naf_label, c.legal_category_code, lc.label AS legal_category_label,
            to_char(c.creation_date, 'YYYY-MM-DD') AS creation_date, c.headcount_band, hb.label AS headcount_band_label, fc.added_at,
            fc.added_at::text AS added_key,
            ev.kind AS last_event_kind, ev.recorded_at AS last_event_recorded_at,
            to_char(ev.occurred_on, 'YYYY-MM-DD') AS last_event_occurred_on
       FROM (${entries}) fc
       LEFT JOIN companies c ON c.siren = fc.siren
       LEFT JOIN company_search cs ON cs.siren = fc.siren
       LEFT JOIN naf_codes naf ON naf.code = c.naf_code
       LEFT JOIN legal_categories lc ON lc.code = c.legal_category_code
       LEFT JOIN headcount_bands hb ON hb.code = c.headcount_band
       LEFT JOIN LATERAL (
         SELECT e.kind, e.recorded_at, e.occurred_on FROM company_events e
          WHERE e.siren = fc.siren ORDER BY e.recorded_at DESC, e.id DESC LIMIT 1
       ) ev ON true
      ORDER BY fc.added_at DESC, fc.siren`;

/** A list's companies with their main data and last recorded event, newest additions first. */
export async function listCompanies(db: Db, listId: string): Promise<ListCompanyRow[]> {
  const { rows } = await db.query<ListCompanyRow>(companiesOf('SELECT siren, added_at FROM followed_companies WHERE list_id = $1'), [listId]);
  return rows;
}

/** Where a page of a list's companies ends: its last row's addition instant (full precision, as text) and SIREN. */
export interface ListPageKey {
  addedAt: string;
  siren: string;
}

/** A page of `listCompanies`, in its order, after `after` (from the start when null): the page's entries first, then their data. */
export async function listCompaniesPage(db: Db, listId: string, after: ListPageKey | null, limit: number): Promise<{ rows: ListCompanyRow[]; last: ListPageKey | null }> {
  const { rows } = await db.query<ListCompanyRow & { added_key: string }>(
    companiesOf(`SELECT siren, added_at FROM followed_companies
                  WHERE list_id = $1
                    AND ($2::timestamptz IS NULL OR added_at < $2::timestamptz OR (added_at = $2::timestamptz AND siren > $3))
                  ORDER BY added_at DESC, siren LIMIT $4`),
    [listId, after?.addedAt ?? null, after?.siren ?? '', limit],
  );
  const last = rows.at(-1);
  return { rows, last: last ? { addedAt: last.added_key, siren: last.siren } : null };
}
