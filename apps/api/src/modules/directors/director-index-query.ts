import type { Pool } from 'pg';
import { PERSON_COLUMNS, type PersonRow } from './queries';

export interface IndexPosition {
  sortName: string;
  personId: number;
}

export type IndexRow = PersonRow & { sort_name: string };

const COLUMNS = `${PERSON_COLUMNS}, e.sort_name`;

/** First page of a scope: one range scan of the primary key (scope, sort_name, person_id). */
const FIRST_PAGE_SQL = `
  SELECT ${COLUMNS}
    FROM director_index_entries e JOIN persons p ON p.id = e.person_id
   WHERE e.scope = $1
   ORDER BY e.sort_name, e.person_id
   LIMIT $2`;

/** The page after a position: the same scan started at the position, so page 5,000 costs what page 1 does. */
const NEXT_PAGE_SQL = `
  SELECT ${COLUMNS}
    FROM director_index_entries e JOIN persons p ON p.id = e.person_id
   WHERE e.scope = $1 AND (e.sort_name, e.person_id) > ($3::text, $4::bigint)
   ORDER BY e.sort_name, e.person_id
   LIMIT $2`;

export async function listDirectorsOfScope(pool: Pool, scope: string, after: IndexPosition | null, limit: number): Promise<IndexRow[]> {
  const result = after
    ? await pool.query<IndexRow>({ name: 'directors-listing-next', text: NEXT_PAGE_SQL, values: [scope, limit, after.sortName, after.personId] })
    : await pool.query<IndexRow>({ name: 'directors-listing-first', text: FIRST_PAGE_SQL, values: [scope, limit] });
  return result.rows;
}

const NAF_CODE_EXISTS_SQL = 'SELECT EXISTS (SELECT 1 FROM naf_codes WHERE code = $1 AND level = $2) AS found';
const DEPARTMENT_EXISTS_SQL = 'SELECT EXISTS (SELECT 1 FROM departments WHERE code = $1) AS found';

/** True when `code` is a NAF section (level 1) or division (level 2) of the nomenclature. */
export async function nafCodeExists(pool: Pool, code: string, level: 1 | 2): Promise<boolean> {
  const result = await pool.query<{ found: boolean }>({ name: 'directors-naf-exists', text: NAF_CODE_EXISTS_SQL, values: [code, level] });
  return result.rows[0]?.found ?? false;
}

export async function departmentExists(pool: Pool, code: string): Promise<boolean> {
  const result = await pool.query<{ found: boolean }>({ name: 'directors-department-exists', text: DEPARTMENT_EXISTS_SQL, values: [code] });
  return result.rows[0]?.found ?? false;
}
