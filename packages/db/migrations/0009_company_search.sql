CREATE TABLE "company_listing_counts" (
	"department_code" varchar(3) NOT NULL,
	"naf_code" varchar(6) NOT NULL,
	"companies" integer NOT NULL,
	CONSTRAINT "company_listing_counts_department_code_naf_code_pk" PRIMARY KEY("department_code","naf_code")
);
--> statement-breakpoint
CREATE TABLE "company_search" (
	"siren" char(9) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sigle" text,
	"name_key" text NOT NULL,
	"sigle_key" text NOT NULL,
	"name_words" text[] NOT NULL,
	"words" text[] NOT NULL,
	"boost" smallint NOT NULL,
	"is_active" boolean NOT NULL,
	"legal_category_code" varchar(4),
	"naf_code" varchar(6),
	"headcount_band" varchar(2),
	"creation_date" date,
	"department_code" varchar(3),
	"region_code" varchar(3),
	"postcode" varchar(5),
	"city" text,
	"fiscal_year_end" date,
	"financials_confidential" boolean,
	"turnover_cents" bigint,
	"net_result_cents" bigint
);
--> statement-breakpoint
CREATE TABLE "company_search_terms" (
	"term" text NOT NULL,
	"rank" smallint NOT NULL,
	"siren" char(9) NOT NULL,
	CONSTRAINT "company_search_terms_term_rank_siren_pk" PRIMARY KEY("term","rank","siren")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"companies" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_search_words_idx" ON "company_search" USING gin ("words");--> statement-breakpoint
CREATE INDEX "company_search_name_key_idx" ON "company_search" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "company_search_sigle_key_idx" ON "company_search" USING btree ("sigle_key") WHERE "company_search"."sigle_key" <> '';--> statement-breakpoint
CREATE INDEX "company_search_naf_siren_idx" ON "company_search" USING btree ("naf_code","siren");--> statement-breakpoint
CREATE INDEX "company_search_department_naf_siren_idx" ON "company_search" USING btree ("department_code","naf_code","siren");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("word" text_pattern_ops,"companies");--> statement-breakpoint
-- Hand-written: the folding of names into search words, shared by the company search build
-- (and mirrored by `searchWords` in @registre/domain): accents removed, lower case, every run of
-- characters other than a-z and 0-9 (spaces, hyphens, apostrophes) one space. The build splits
-- the result on spaces and drops stopwords and one-letter words with an array filter (cheaper than
-- a regular expression of alternatives). Immutable C functions only: inlined, ~1.5 µs a name.
CREATE OR REPLACE FUNCTION public.search_fold(input text)
  RETURNS text
  LANGUAGE sql
  IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT btrim(regexp_replace(lower(public.immutable_unaccent(coalesce(input, ''))), '[^a-z0-9]+', ' ', 'g'))
  $$;
