import { inTransaction } from '@registre/db';
import { COUNTED_FORMS } from '@registre/domain';
import type { Pool } from 'pg';

/** Rows of activities and departments kept per counted form: the page shows ten activities and every department. */
const TOP_ACTIVITIES = 10;

/** The (legal category, counted form) pairs the refresh joins on. */
function categoryPairs(): { categories: string[]; forms: string[] } {
  const pairs = Object.entries(COUNTED_FORMS).flatMap(([key, form]) => form.legalCategories.map((category) => [category, key] as const));
  return { categories: pairs.map(([category]) => category), forms: pairs.map(([, key]) => key) };
}

/**
 * Recounts every register figure in one transaction (readers see the old figures until it ends), without the
 * API's statement time-out: one pass over `company_search` for the counted forms (active companies, companies
 * created in [createdFrom, createdTo], active companies per NAF subclass and per department), one join of
 * `companies` for the RCS registrations per department. Seconds on the full register: a job's work.
 */
export async function refreshRegisterFigures(pool: Pool, window: { createdFrom: string; createdTo: string; computedAt: Date }): Promise<void> {
  const { categories, forms } = categoryPairs();
  const client = await pool.connect();
  try {
    await inTransaction(client, async () => {
      await client.query('SET LOCAL statement_timeout = 0');
      await client.query('DELETE FROM register_figures');
      await client.query(
        `WITH counted AS (
           SELECT 'form:' || m.form AS figure, s.is_active, s.naf_code, s.department_code,
                  s.creation_date BETWEEN $3::date AND $4::date AS created
             FROM company_search s
             JOIN unnest($1::text[], $2::text[]) AS m(category, form) ON m.category = s.legal_category_code
         ),
         grouped AS (
           SELECT figure, naf_code, department_code, GROUPING(naf_code, department_code) AS level,
                  count(*) FILTER (WHERE is_active)::int AS active, count(*) FILTER (WHERE created)::int AS created
             FROM counted
            GROUP BY GROUPING SETS ((figure), (figure, naf_code), (figure, department_code))
         ),
         activities AS (
           SELECT figure, naf_code, active, row_number() OVER (PARTITION BY figure ORDER BY active DESC, naf_code) AS rank
             FROM grouped WHERE level = 1 AND naf_code IS NOT NULL AND active > 0
         )
         INSERT INTO register_figures (figure, dimension, code, companies)
         SELECT figure, 'active', '', active FROM grouped WHERE level = 3
         UNION ALL SELECT figure, 'created', '', created FROM grouped WHERE level = 3
         UNION ALL SELECT figure, 'activity', naf_code, active FROM activities WHERE rank <= $5
         UNION ALL SELECT figure, 'department', department_code, active FROM grouped WHERE level = 2 AND department_code IS NOT NULL AND active > 0`,
        [categories, forms, window.createdFrom, window.createdTo, TOP_ACTIVITIES],
      );
      await client.query(
        `INSERT INTO register_figures (figure, dimension, code, companies)
         SELECT 'rcs', 'department', s.department_code, count(*)::int
           FROM companies c JOIN company_search s ON s.siren = c.siren
          WHERE c.administrative_status = 'A' AND NOT c.purged AND c.rcs_registration_date IS NOT NULL AND s.department_code IS NOT NULL
          GROUP BY s.department_code`,
      );
      await client.query(
        `INSERT INTO register_figures_refresh (id, computed_at, created_from, created_to) VALUES (true, $1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET computed_at = EXCLUDED.computed_at, created_from = EXCLUDED.created_from, created_to = EXCLUDED.created_to`,
        [window.computedAt, window.createdFrom, window.createdTo],
      );
    });
  } finally {
    client.release();
  }
}

export interface RefreshRow {
  computed_at: string;
  created_from: string;
  created_to: string;
}

export async function readRefresh(pool: Pool): Promise<RefreshRow | null> {
  const result = await pool.query<RefreshRow>({
    name: 'register-figures-refresh',
    text: `SELECT to_char(computed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS computed_at,
                  to_char(created_from, 'YYYY-MM-DD') AS created_from, to_char(created_to, 'YYYY-MM-DD') AS created_to
             FROM register_figures_refresh`,
  });
  return result.rows[0] ?? null;
}

export interface FigureRow {
  dimension: 'active' | 'created' | 'activity' | 'department';
  code: string;
  label: string | null;
  companies: number;
}

/** One figure's rows (primary-key range), with the NAF and department labels. */
export async function readFigure(pool: Pool, figure: string): Promise<FigureRow[]> {
  const result = await pool.query<FigureRow>({
    name: 'register-figures-read',
    text: `SELECT f.dimension, f.code, coalesce(n.label, d.name) AS label, f.companies
             FROM register_figures f
             LEFT JOIN naf_codes n ON f.dimension = 'activity' AND n.code = f.code
             LEFT JOIN departments d ON f.dimension = 'department' AND d.code = f.code
            WHERE f.figure = $1
            ORDER BY f.dimension, f.companies DESC, f.code`,
    values: [figure],
  });
  return result.rows;
}

/** Labels of INSEE legal categories. */
export async function readLegalCategoryLabels(pool: Pool, codes: readonly string[]): Promise<Map<string, string>> {
  const result = await pool.query<{ code: string; label: string }>({
    name: 'register-figures-legal-categories',
    text: 'SELECT code, label FROM legal_categories WHERE code = ANY($1::text[])',
    values: [codes],
  });
  return new Map(result.rows.map((row) => [row.code, row.label]));
}

/** Names of departments by code (a territory outside Sirene, such as New Caledonia, has none). */
export async function readDepartmentNames(pool: Pool, codes: readonly string[]): Promise<Map<string, string>> {
  const result = await pool.query<{ code: string; name: string }>({
    name: 'register-figures-department-names',
    text: 'SELECT code, name FROM departments WHERE code = ANY($1::text[])',
    values: [codes],
  });
  return new Map(result.rows.map((row) => [row.code, row.name]));
}
