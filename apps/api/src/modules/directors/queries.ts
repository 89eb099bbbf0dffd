import type { Pool } from 'pg';

/** A person as stored. */
export interface PersonRow {
  id: number;
  kind: 'natural' | 'legal';
  last_name: string | null;
  usage_name: string | null;
  first_names: string | null;
  birth_year: number | null;
  birth_month: number | null;
  nationality: string | null;
  legal_siren: string | null;
  denomination: string | null;
  diffusible: boolean;
  slug: string | null;
}

/** One mandate of a person with the company it is held in (head office included). */
export interface CompanyRoleRow {
  person_id: number;
  siren: string;
  role_code: string | null;
  role_label: string | null;
  start_date: string | null;
  end_date: string | null;
  is_current: boolean;
  diffusion_status: string | null;
  denomination: string | null;
  usual_names: string[] | null;
  company_last_name: string | null;
  company_usage_name: string | null;
  company_first_names: string | null;
  legal_category_code: string | null;
  legal_category_label: string | null;
  naf_code: string | null;
  naf_label: string | null;
  administrative_status: string | null;
  postcode: string | null;
  city: string | null;
  department_code: string | null;
}

export interface CompanyCounts {
  person_id: number;
  current_count: number;
  past_count: number;
  total_count: number;
  current_mandates: number;
}

export const PERSON_COLUMNS = `p.id::int AS id, p.kind, p.last_name, p.usage_name, p.first_names, p.birth_year, p.birth_month,
  p.nationality, p.legal_siren, p.denomination, p.diffusible, p.slug`;

const PERSONS_SQL = `SELECT ${PERSON_COLUMNS} FROM persons p WHERE p.id = ANY($1::bigint[])`;

export async function findPersons(pool: Pool, ids: number[]): Promise<PersonRow[]> {
  const result = await pool.query<PersonRow>({ name: 'directors-persons', text: PERSONS_SQL, values: [ids] });
  return result.rows;
}

/**
 * The roles of each person in at most `$2` of their companies: those where a role still runs
 * first, then the most recently started. A company's head office gives its place (establishments' key:
 * SIREN and NIC).
 * Every join to mandates sits inside the LATERAL, kept from being flattened by OFFSET 0, so that even
 * a generic plan (which cannot know how many ids the array holds) reads mandates through the
 * person_id index, never whole.
 */
const COMPANY_ROLES_SQL = `
  SELECT m.person_id::int AS person_id, m.siren, m.role_code, m.role_label,
         to_char(m.start_date, 'YYYY-MM-DD') AS start_date, to_char(m.end_date, 'YYYY-MM-DD') AS end_date, m.is_current,
         c.diffusion_status, c.denomination, c.usual_names,
         c.last_name AS company_last_name, c.usage_name AS company_usage_name, c.first_names AS company_first_names,
         c.legal_category_code, lc.label AS legal_category_label, c.naf_code, naf.label AS naf_label,
         c.administrative_status, e.postcode, e.city, e.department_code
    FROM unnest($1::bigint[]) AS person(id)
    CROSS JOIN LATERAL (
      SELECT mandate.*, top.has_current, top.latest_start
        FROM (SELECT siren, bool_or(is_current) AS has_current, max(start_date) AS latest_start
                FROM mandates WHERE person_id = person.id
               GROUP BY siren
               ORDER BY has_current DESC, latest_start DESC NULLS LAST, siren
               LIMIT $2) top
        JOIN mandates mandate ON mandate.person_id = person.id AND mandate.siren = top.siren
      OFFSET 0
    ) m
    JOIN companies c ON c.siren = m.siren
    LEFT JOIN legal_categories lc ON lc.code = c.legal_category_code
    LEFT JOIN naf_codes naf ON naf.code = c.naf_code
    LEFT JOIN establishments e ON e.siren = c.siren AND e.nic = c.head_office_nic
   ORDER BY m.person_id, m.has_current DESC, m.latest_start DESC NULLS LAST, m.siren,
            m.is_current DESC, m.start_date DESC NULLS LAST, m.role_code`;

export async function findCompanyRoles(pool: Pool, personIds: number[], maxCompanies: number): Promise<CompanyRoleRow[]> {
  const result = await pool.query<CompanyRoleRow>({ name: 'directors-company-roles', text: COMPANY_ROLES_SQL, values: [personIds, maxCompanies] });
  return result.rows;
}

/** How many companies each person holds a current role in, held one that ended in, and in all; and their current mandates. */
const COMPANY_COUNTS_SQL = `
  SELECT person_id::int AS person_id,
         (count(DISTINCT siren) FILTER (WHERE is_current))::int AS current_count,
         (count(DISTINCT siren) FILTER (WHERE NOT is_current))::int AS past_count,
         count(DISTINCT siren)::int AS total_count,
         (count(*) FILTER (WHERE is_current))::int AS current_mandates
    FROM mandates WHERE person_id = ANY($1::bigint[])
   GROUP BY person_id`;

export async function countCompanies(pool: Pool, personIds: number[]): Promise<CompanyCounts[]> {
  const result = await pool.query<CompanyCounts>({ name: 'directors-company-counts', text: COMPANY_COUNTS_SQL, values: [personIds] });
  return result.rows;
}

/** Other diffusible persons with the same shown last name and first names (word order and accents aside). */
const HOMONYMS_SQL = `
  SELECT count(*)::int AS count
    FROM director_search
   WHERE name_key = public.person_name_key(concat_ws(' ', coalesce(nullif($1::text, ''), $2::text), $3::text))
     AND person_id <> $4`;

export async function countHomonyms(pool: Pool, person: PersonRow): Promise<number> {
  const result = await pool.query<{ count: number }>({
    name: 'directors-homonyms',
    text: HOMONYMS_SQL,
    values: [person.usage_name, person.last_name, person.first_names, person.id],
  });
  return result.rows[0]?.count ?? 0;
}
