-- Hand-written (drizzle-kit generate --custom): extensions and helpers the schema relies on.
-- pg_trgm and unaccent are "trusted" extensions: a database owner can create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index
-- or a generated column. This wrapper pins the dictionary and both schemas, which makes the
-- IMMUTABLE promise safe, and is PARALLEL SAFE for parallel scans.
CREATE OR REPLACE FUNCTION public.immutable_unaccent(text)
  RETURNS text
  LANGUAGE sql
  IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
