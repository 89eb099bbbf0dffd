-- Hand-written: the daily update (`npm run data -- update`, packages/open-data/src/update/). One row per source and
-- day applied (`period`), per attempt: the files fetched (address, bytes, SHA-256, rows), the importer's counts, the
-- steps done, its start, end and outcome. A source whose day succeeded once is skipped by later runs of that day.
CREATE TABLE "data_update_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"period" date NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"steps" text[] DEFAULT '{}'::text[] NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" text DEFAULT 'running' NOT NULL,
	"error" text,
	CONSTRAINT "data_update_runs_outcome_check" CHECK ("outcome" in ('running', 'succeeded', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_update_runs_succeeded_idx" ON "data_update_runs" ("source", "period") WHERE "outcome" = 'succeeded';
--> statement-breakpoint
CREATE INDEX "data_update_runs_period_idx" ON "data_update_runs" ("period", "source");
--> statement-breakpoint
-- The SIRENs a day's files name, noted before each import: the derived data of these companies are refreshed after the
-- imports, also by a run that resumes a killed one (whose imports then change nothing and report no change).
CREATE TABLE "data_update_changed_sirens" (
	"period" date NOT NULL,
	"siren" char(9) COLLATE "C" NOT NULL,
	CONSTRAINT "data_update_changed_sirens_period_siren_pk" PRIMARY KEY ("period", "siren")
);
--> statement-breakpoint
-- The director search's incremental refresh deletes a person's index entries by person.
CREATE INDEX IF NOT EXISTS "director_index_entries_person_idx" ON "director_index_entries" ("person_id");
--> statement-breakpoint
-- Hand-written: the director search rows of the persons named (refresh_director_search's rows, for these persons only):
-- their search row and their index entries are computed again, in the caller's transaction. Used by the daily update for
-- the persons holding a mandate in a changed company.
CREATE OR REPLACE FUNCTION public.refresh_director_search_for(person_ids bigint[])
  RETURNS integer
  LANGUAGE plpgsql
  AS $$
DECLARE
  written integer;
BEGIN
  DELETE FROM director_index_entries WHERE person_id = ANY (person_ids);
  DELETE FROM director_search WHERE person_id = ANY (person_ids);

  INSERT INTO director_search (person_id, search_name, name_key, short_key, last_name, birth_year, current_mandates, total_mandates)
  SELECT p.id, n.search_name,
         public.person_name_key(concat_ws(' ', n.shown_name, p.first_names)),
         public.person_name_key(concat_ws(' ', n.shown_name, split_part(btrim(p.first_names), ' ', 1))),
         coalesce(public.person_search_text(n.shown_name), ''),
         p.birth_year, coalesce(m.current_count, 0), coalesce(m.total_count, 0)
    FROM persons p
    CROSS JOIN LATERAL (
      SELECT public.person_search_text(concat_ws(' ', p.last_name, nullif(p.usage_name, ''), p.first_names, p.denomination)) AS search_name,
             coalesce(nullif(p.usage_name, ''), p.last_name, p.denomination) AS shown_name
    ) n
    LEFT JOIN LATERAL (
      SELECT (count(*) FILTER (WHERE is_current))::int AS current_count, count(*)::int AS total_count
        FROM mandates WHERE person_id = p.id
    ) m ON true
   WHERE p.id = ANY (person_ids) AND p.diffusible AND n.search_name <> '';
  GET DIAGNOSTICS written = ROW_COUNT;

  INSERT INTO director_index_entries (scope, sort_name, person_id)
  WITH links AS (
    SELECT DISTINCT m.person_id, e.department_code AS department, division.code AS division, division.parent_code AS section
      FROM mandates m
      JOIN companies c ON c.siren = m.siren
      LEFT JOIN naf_codes subclass ON subclass.code = c.naf_code AND subclass.level = 5
      LEFT JOIN naf_codes division ON division.code = left(subclass.code, 2) AND division.level = 2
      -- By the establishments' key (siren, nic): the full refresh's `siret =` join reads the whole table, once.
      LEFT JOIN establishments e ON e.siren = c.siren AND e.nic = c.head_office_nic
     WHERE m.person_id = ANY (person_ids)
  ), scoped AS (
    SELECT person_id, 'section:' || section AS scope FROM links WHERE section IS NOT NULL
    UNION SELECT person_id, 'division:' || division FROM links WHERE division IS NOT NULL
    UNION SELECT person_id, 'department:' || department FROM links WHERE department IS NOT NULL
    UNION SELECT person_id, 'department-division:' || department || ':' || division FROM links
     WHERE department IS NOT NULL AND division IS NOT NULL
  )
  SELECT s.scope, d.search_name, s.person_id
    FROM scoped s JOIN director_search d ON d.person_id = s.person_id;
  RETURN written;
END
$$;
