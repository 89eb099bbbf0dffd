import type { Pool } from 'pg';
import type { PersonRow } from '../directors';

/** A mandate in the company with its holder and role, as stored. */
export interface MandateRow extends Omit<PersonRow, 'id'> {
  mandate_id: string;
  person_id: string;
  role_code: string | null;
  role_label: string | null;
  role_name: string | null;
  preference: number | null;
  start_date: string | null;
  end_date: string | null;
  is_current: boolean;
}

/** A mandate's columns over `mandates m`, `persons p` and `director_roles r`, named as in {@link MandateRow}. */
const MANDATE_COLUMNS = `
  m.id::text AS mandate_id, p.id::text AS person_id, p.kind, p.last_name, p.usage_name, p.first_names,
  p.birth_year, p.birth_month, p.nationality, p.legal_siren, p.denomination, p.diffusible, p.slug,
  m.role_code, m.role_label, r.label AS role_name, r.preference,
  to_char(m.start_date, 'YYYY-MM-DD') AS start_date, to_char(m.end_date, 'YYYY-MM-DD') AS end_date, m.is_current`;

const MANDATES_SQL = `
  SELECT ${MANDATE_COLUMNS}
    FROM mandates m
    JOIN persons p ON p.id = m.person_id
    LEFT JOIN director_roles r ON r.code = m.role_code
   WHERE m.siren = $1
   ORDER BY m.is_current DESC, r.preference NULLS LAST, m.start_date DESC NULLS LAST, m.end_date DESC NULLS LAST, m.id
   LIMIT 1000`;

/** Every mandate of the company, current ones first (bounded to 1,000). */
export async function findMandates(pool: Pool, siren: string): Promise<MandateRow[]> {
  return (await pool.query<MandateRow>({ name: 'company-mandates', text: MANDATES_SQL, values: [siren] })).rows;
}

/** Current mandates of the company `$1` whose role can make someone the main leader. */
export const LEADER_CANDIDATES_SQL = `
  SELECT ${MANDATE_COLUMNS}
    FROM mandates m
    JOIN director_roles r ON r.code = m.role_code AND r.preference IS NOT NULL
    JOIN persons p ON p.id = m.person_id
   WHERE m.siren = $1 AND m.is_current`;
