-- The exact-name B-tree also serves the names beginning with a query's words (apps/api/src/modules/search/queries.ts,
-- `startsWith`): `text_pattern_ops` compares byte-wise whatever the database's collation, so that "k " ≤ key < "k!" is
-- every key beginning with the words "k" (equality lookups use it as before), and the legal category and NAF code ride
-- in the index, so that a range is narrowed to a legal form or an activity without reading the table.
DROP INDEX IF EXISTS "company_search_name_key_boost_idx";--> statement-breakpoint
CREATE INDEX "company_search_name_key_boost_idx" ON "company_search" USING btree ("name_key" text_pattern_ops,"boost" DESC NULLS LAST,"siren") INCLUDE ("legal_category_code","naf_code");
