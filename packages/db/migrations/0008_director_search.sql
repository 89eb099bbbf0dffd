CREATE TABLE "director_index_entries" (
	"scope" text NOT NULL,
	"sort_name" text NOT NULL,
	"person_id" bigint NOT NULL,
	CONSTRAINT "director_index_entries_scope_sort_name_person_id_pk" PRIMARY KEY("scope","sort_name","person_id")
);
--> statement-breakpoint
CREATE TABLE "director_search" (
	"person_id" bigint PRIMARY KEY NOT NULL,
	"search_name" text NOT NULL,
	"name_key" text NOT NULL,
	"short_key" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_year" smallint,
	"current_mandates" integer NOT NULL,
	"total_mandates" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "director_search_name_trgm_idx" ON "director_search" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "director_search_name_key_idx" ON "director_search" USING btree ("name_key","current_mandates" DESC NULLS LAST,"person_id");--> statement-breakpoint
CREATE INDEX "director_search_short_key_idx" ON "director_search" USING btree ("short_key","current_mandates" DESC NULLS LAST,"person_id");--> statement-breakpoint
CREATE INDEX "director_search_last_name_idx" ON "director_search" USING btree ("last_name","current_mandates" DESC NULLS LAST,"person_id");--> statement-breakpoint
-- Hand-written: name folding shared by the refresh and the search queries, so both sides agree.
-- Lower case, accents removed, every run of characters other than a-z and 0-9 one space, trimmed:
-- 'Jean-Pierre  DUPONT' → 'jean pierre dupont'.
CREATE OR REPLACE FUNCTION public.person_search_text(text)
  RETURNS text
  LANGUAGE sql
  IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT btrim(regexp_replace(lower(public.immutable_unaccent($1)), '[^a-z0-9]+', ' ', 'g')) $$;
--> statement-breakpoint
-- The folded words sorted (byte order): a name key that ignores word order ('dupont jean' = 'jean dupont').
CREATE OR REPLACE FUNCTION public.person_name_key(text)
  RETURNS text
  LANGUAGE sql
  IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(string_agg(word, ' ' ORDER BY word COLLATE "C"), '')
      FROM unnest(string_to_array(public.person_search_text($1), ' ')) AS word
     WHERE word <> ''
  $$;
--> statement-breakpoint
-- Rebuilds director_search and director_index_entries from persons, mandates, companies and head
-- offices. Run after imports (refreshDirectorSearch in @registre/db). It truncates both tables, so
-- run it in a transaction: readers keep the old rows until it commits (they wait on the lock).
-- Secondary indexes are dropped while the rows go in and rebuilt once after (much faster than
-- maintaining a trigram GIN row by row); rows go in primary-key order.
CREATE OR REPLACE FUNCTION public.refresh_director_search()
  RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  secondary record;
  definitions text[] := '{}';
  definition text;
BEGIN
  PERFORM set_config('maintenance_work_mem', '256MB', true);
  FOR secondary IN
    SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename IN ('director_search', 'director_index_entries')
       AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conname = i.indexname)
  LOOP
    definitions := definitions || secondary.indexdef;
    EXECUTE format('DROP INDEX public.%I', secondary.indexname);
  END LOOP;

  TRUNCATE director_search, director_index_entries;

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
    LEFT JOIN (
      SELECT person_id, (count(*) FILTER (WHERE is_current))::int AS current_count, count(*)::int AS total_count
        FROM mandates GROUP BY person_id
    ) m ON m.person_id = p.id
   WHERE p.diffusible AND n.search_name <> ''
   ORDER BY p.id;

  INSERT INTO director_index_entries (scope, sort_name, person_id)
  WITH links AS (
    SELECT DISTINCT m.person_id, e.department_code AS department, division.code AS division, division.parent_code AS section
      FROM mandates m
      JOIN companies c ON c.siren = m.siren
      LEFT JOIN naf_codes subclass ON subclass.code = c.naf_code AND subclass.level = 5
      LEFT JOIN naf_codes division ON division.code = left(subclass.code, 2) AND division.level = 2
      LEFT JOIN establishments e ON e.siret = c.siren || c.head_office_nic
  ), scoped AS (
    SELECT person_id, 'section:' || section AS scope FROM links WHERE section IS NOT NULL
    UNION SELECT person_id, 'division:' || division FROM links WHERE division IS NOT NULL
    UNION SELECT person_id, 'department:' || department FROM links WHERE department IS NOT NULL
    UNION SELECT person_id, 'department-division:' || department || ':' || division FROM links
     WHERE department IS NOT NULL AND division IS NOT NULL
  )
  SELECT s.scope, d.search_name, s.person_id
    FROM scoped s JOIN director_search d ON d.person_id = s.person_id
   ORDER BY 1, 2, 3;

  FOREACH definition IN ARRAY definitions LOOP
    EXECUTE definition;
  END LOOP;
  ANALYZE director_search;
  ANALYZE director_index_entries;
END
$$;
--> statement-breakpoint
-- A register loaded before this migration gets its director search now; later imports refresh it.
SELECT public.refresh_director_search();
