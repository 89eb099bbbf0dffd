-- Hand-written: make immutable_unaccent(text) inlinable and cheap.
-- The 0000 wrapper called the STABLE unaccent(regdictionary, text), so PostgreSQL could not
-- inline it and ran the SQL-function machinery for every row of every import (about two thirds
-- of a company import's database time). Binding the same C entry point as IMMUTABLE lets the
-- one-argument wrapper inline into a direct C call. Same results, same signature, so the
-- generated search_name columns and their indexes stay valid.
CREATE OR REPLACE FUNCTION public.immutable_unaccent(regdictionary, text)
  RETURNS text
  LANGUAGE c
  IMMUTABLE PARALLEL SAFE STRICT
  AS '$libdir/unaccent', 'unaccent_dict';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.immutable_unaccent(text)
  RETURNS text
  LANGUAGE sql
  IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.immutable_unaccent('public.unaccent'::regdictionary, $1) $$;
