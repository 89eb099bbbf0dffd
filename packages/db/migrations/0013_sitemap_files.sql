CREATE TABLE "sitemap_file_sets" (
	"per_file" integer PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sitemap_files" (
	"per_file" integer NOT NULL,
	"kind" text NOT NULL,
	"file_number" integer NOT NULL,
	"last_key" text NOT NULL,
	"url_count" integer NOT NULL,
	"lastmod" timestamp with time zone NOT NULL,
	CONSTRAINT "sitemap_files_per_file_kind_file_number_pk" PRIMARY KEY("per_file","kind","file_number"),
	CONSTRAINT "sitemap_files_kind_check" CHECK ("sitemap_files"."kind" in ('companies', 'directors'))
);
--> statement-breakpoint
-- Hand-written: cuts the sitemap files of the register for one file size, in one ordered pass per
-- kind: every `urls_per_file` indexable rows in key order make a file, whose last key, row count and
-- latest change are kept. Indexable: companies diffusible (statutDiffusion O; closed ones too, their
-- page answers 200), persons diffusible. The API reads file k as the keys after file k-1's last key,
-- so it never counts the files before k. Replaces the files of that size in one transaction
-- (readers keep the old ones until it commits); an advisory lock serialises two refreshes of a size.
CREATE OR REPLACE FUNCTION public.refresh_sitemap_files(urls_per_file integer)
  RETURNS integer
  LANGUAGE plpgsql
  AS $$
DECLARE
  written integer;
  persons_written integer;
BEGIN
  IF urls_per_file IS NULL OR urls_per_file < 1 THEN
    RAISE EXCEPTION 'urls_per_file must be at least 1, got %', urls_per_file;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('refresh_sitemap_files'), urls_per_file);
  DELETE FROM sitemap_files WHERE per_file = urls_per_file;

  INSERT INTO sitemap_files (per_file, kind, file_number, last_key, url_count, lastmod)
  SELECT urls_per_file, 'companies', (ranked.n / urls_per_file)::int + 1, max(ranked.siren)::text, count(*)::int, max(ranked.updated_at)
    FROM (SELECT c.siren, c.updated_at, row_number() OVER (ORDER BY c.siren) - 1 AS n
            FROM companies c WHERE c.diffusion_status = 'O') ranked
   GROUP BY ranked.n / urls_per_file;
  GET DIAGNOSTICS written = ROW_COUNT;

  INSERT INTO sitemap_files (per_file, kind, file_number, last_key, url_count, lastmod)
  SELECT urls_per_file, 'directors', (ranked.n / urls_per_file)::int + 1, max(ranked.id)::text, count(*)::int, max(ranked.updated_at)
    FROM (SELECT p.id, p.updated_at, row_number() OVER (ORDER BY p.id) - 1 AS n
            FROM persons p WHERE p.diffusible) ranked
   GROUP BY ranked.n / urls_per_file;
  GET DIAGNOSTICS persons_written = ROW_COUNT;

  INSERT INTO sitemap_file_sets (per_file, computed_at) VALUES (urls_per_file, now())
  ON CONFLICT (per_file) DO UPDATE SET computed_at = EXCLUDED.computed_at;
  RETURN written + persons_written;
END
$$;
--> statement-breakpoint
-- After an import: recut every file size in use (the default 50,000 when none is).
CREATE OR REPLACE FUNCTION public.refresh_all_sitemap_files()
  RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  size integer;
BEGIN
  FOR size IN SELECT per_file FROM sitemap_file_sets UNION SELECT 50000 ORDER BY 1 LOOP
    PERFORM public.refresh_sitemap_files(size);
  END LOOP;
END
$$;
