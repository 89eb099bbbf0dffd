/**
 * The statements that fill the director search tables from persons, mandates, companies and head offices, into the
 * tables of `schema`: the full rebuild writes every person into its staging schema (until migration 0043 this was
 * `public.refresh_director_search()`, which truncated the live tables); the daily update writes the persons of its
 * scope into the live tables (until migration 0045 a copy of these statements in `refresh_director_search_for`).
 * `persons`, when given, is an SQL condition on a person id column (`(column) => \`${column} = ANY ($1)\``).
 * Rows go in primary-key order.
 */
export type PersonScope = (column: string) => string;

const andIn = (persons: PersonScope | undefined, column: string) => (persons ? ` AND ${persons(column)}` : '');

export const INSERT_DIRECTOR_SEARCH = (schema: string, persons?: PersonScope) => `
  INSERT INTO ${schema}.director_search (person_id, search_name, name_key, short_key, last_name, birth_year, current_mandates, total_mandates)
  SELECT p.id, n.search_name,
         public.person_name_key(concat_ws(' ', n.shown_name, p.first_names)),
         public.person_name_key(concat_ws(' ', n.shown_name, split_part(btrim(p.first_names), ' ', 1))),
         coalesce(public.person_search_text(n.shown_name), ''),
         p.birth_year, coalesce(m.current_count, 0), coalesce(m.total_count, 0)
    FROM public.persons p
    CROSS JOIN LATERAL (
      SELECT public.person_search_text(concat_ws(' ', p.last_name, nullif(p.usage_name, ''), p.first_names, p.denomination)) AS search_name,
             coalesce(nullif(p.usage_name, ''), p.last_name, p.denomination) AS shown_name
    ) n
    LEFT JOIN (
      SELECT person_id, (count(*) FILTER (WHERE is_current))::int AS current_count, count(*)::int AS total_count
        FROM public.mandates WHERE true${andIn(persons, 'person_id')} GROUP BY person_id
    ) m ON m.person_id = p.id
   WHERE p.diffusible AND n.search_name <> ''${andIn(persons, 'p.id')}
   ORDER BY p.id`;

/** A person is listed once per scope where one of their companies (head office department, main activity) belongs. */
export const INSERT_DIRECTOR_INDEX_ENTRIES = (schema: string, persons?: PersonScope) => `
  INSERT INTO ${schema}.director_index_entries (scope, sort_name, person_id)
  WITH links AS (
    SELECT DISTINCT m.person_id, e.department_code AS department, division.code AS division, division.parent_code AS section
      FROM public.mandates m
      JOIN public.companies c ON c.siren = m.siren
      LEFT JOIN public.naf_codes subclass ON subclass.code = c.naf_code AND subclass.level = 5
      LEFT JOIN public.naf_codes division ON division.code = left(subclass.code, 2) AND division.level = 2
      LEFT JOIN public.establishments e ON e.siren = c.siren AND e.nic = c.head_office_nic
     WHERE true${andIn(persons, 'm.person_id')}
  ), scoped AS (
    SELECT person_id, 'section:' || section AS scope FROM links WHERE section IS NOT NULL
    UNION SELECT person_id, 'division:' || division FROM links WHERE division IS NOT NULL
    UNION SELECT person_id, 'department:' || department FROM links WHERE department IS NOT NULL
    UNION SELECT person_id, 'department-division:' || department || ':' || division FROM links
     WHERE department IS NOT NULL AND division IS NOT NULL
  )
  SELECT s.scope, d.search_name, s.person_id
    FROM scoped s JOIN ${schema}.director_search d ON d.person_id = s.person_id
   ORDER BY 1, 2, 3`;
