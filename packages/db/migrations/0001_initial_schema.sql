CREATE TABLE "companies" (
	"siren" char(9) PRIMARY KEY NOT NULL,
	"diffusion_status" char(1) DEFAULT 'O' NOT NULL,
	"purged" boolean DEFAULT false NOT NULL,
	"denomination" text,
	"sigle" text,
	"usual_names" text[],
	"last_name" text,
	"usage_name" text,
	"first_names" text,
	"gender" text,
	"pseudonym" text,
	"rna_id" text,
	"legal_category_code" varchar(4),
	"naf_code" varchar(6),
	"naf_nomenclature" text,
	"naf25_code" varchar(7),
	"administrative_status" char(1) DEFAULT 'A' NOT NULL,
	"creation_date" date,
	"closure_date" date,
	"head_office_nic" char(5),
	"headcount_band" varchar(2),
	"headcount_year" integer,
	"company_category" text,
	"category_year" integer,
	"ess" boolean,
	"mission_company" boolean,
	"employer" boolean,
	"share_capital_cents" bigint,
	"capital_currency" text,
	"corporate_purpose" text,
	"rcs_registration_date" date,
	"last_processed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_name" text GENERATED ALWAYS AS (lower(public.immutable_unaccent(btrim(regexp_replace(coalesce("denomination", '') || ' ' || coalesce("sigle", '') || ' ' || coalesce("usual_names"[1], '') || ' ' || coalesce("usual_names"[2], '') || ' ' || coalesce("usual_names"[3], '') || ' ' || coalesce("first_names", '') || ' ' || coalesce("usage_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("pseudonym", ''), '\s+', ' ', 'g'))))) STORED NOT NULL,
	CONSTRAINT "companies_diffusion_status_check" CHECK ("companies"."diffusion_status" in ('O', 'P', 'N')),
	CONSTRAINT "companies_administrative_status_check" CHECK ("companies"."administrative_status" in ('A', 'C'))
);
--> statement-breakpoint
CREATE TABLE "establishments" (
	"siret" char(14) PRIMARY KEY NOT NULL,
	"siren" char(9) NOT NULL,
	"nic" char(5) NOT NULL,
	"diffusion_status" char(1) DEFAULT 'O' NOT NULL,
	"is_head_office" boolean DEFAULT false NOT NULL,
	"creation_date" date,
	"closure_date" date,
	"administrative_status" char(1) DEFAULT 'A' NOT NULL,
	"headcount_band" varchar(2),
	"headcount_year" integer,
	"naf_code" varchar(6),
	"naf_nomenclature" text,
	"naf25_code" varchar(7),
	"usual_name" text,
	"signs" text[],
	"address_complement" text,
	"street_number" text,
	"street_number_suffix" text,
	"street_type" text,
	"street_name" text,
	"special_distribution" text,
	"postcode" varchar(5),
	"city" text,
	"commune_code" varchar(5),
	"cedex_code" text,
	"cedex_label" text,
	"foreign_city" text,
	"country_code" text,
	"country_label" text,
	"department_code" varchar(3),
	"employer" boolean,
	"last_processed_at" timestamp with time zone,
	CONSTRAINT "establishments_administrative_status_check" CHECK ("establishments"."administrative_status" in ('A', 'F'))
);
--> statement-breakpoint
CREATE TABLE "director_roles" (
	"code" varchar(4) PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"preference" smallint
);
--> statement-breakpoint
CREATE TABLE "headcount_bands" (
	"code" varchar(2) PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"min_employees" integer NOT NULL,
	"max_employees" integer,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_categories" (
	"code" varchar(4) PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"label" text NOT NULL,
	"parent_code" varchar(4),
	CONSTRAINT "legal_categories_level_check" CHECK ("legal_categories"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "naf_codes" (
	"code" varchar(6) PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"label" text NOT NULL,
	"parent_code" varchar(6),
	CONSTRAINT "naf_codes_level_check" CHECK ("naf_codes"."level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "commune_postcodes" (
	"commune_code" varchar(5) NOT NULL,
	"postcode" varchar(5) NOT NULL,
	CONSTRAINT "commune_postcodes_commune_code_postcode_pk" PRIMARY KEY("commune_code","postcode")
);
--> statement-breakpoint
CREATE TABLE "communes" (
	"code" varchar(5) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"parent_code" varchar(5),
	"department_code" varchar(3) NOT NULL,
	"region_code" varchar(3),
	"population" integer
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_code" varchar(3)
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mandates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"person_id" bigint NOT NULL,
	"siren" char(9) NOT NULL,
	"role_code" text,
	"role_label" text,
	"start_date" date,
	"end_date" date,
	"is_current" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"last_name" text,
	"usage_name" text,
	"first_names" text,
	"birth_year" smallint,
	"birth_month" smallint,
	"nationality" text,
	"legal_siren" char(9),
	"denomination" text,
	"diffusible" boolean DEFAULT true NOT NULL,
	"identity_key" text NOT NULL,
	"slug" text,
	"search_name" text GENERATED ALWAYS AS (lower(public.immutable_unaccent(btrim(regexp_replace(coalesce("first_names", '') || ' ' || coalesce("usage_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("denomination", ''), '\s+', ' ', 'g'))))) STORED NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "persons_identity_key_unique" UNIQUE("identity_key"),
	CONSTRAINT "persons_kind_check" CHECK ("persons"."kind" in ('natural', 'legal')),
	CONSTRAINT "persons_birth_month_check" CHECK ("persons"."birth_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "financial_statements" (
	"siren" char(9) NOT NULL,
	"fiscal_year_end" date NOT NULL,
	"duration_months" smallint,
	"balance_type" char(1),
	"confidential" boolean DEFAULT false NOT NULL,
	"turnover_cents" bigint,
	"net_result_cents" bigint,
	"ebitda_cents" bigint,
	"operating_result_cents" bigint,
	"gross_margin_cents" bigint,
	"equity_cents" bigint,
	"total_assets_cents" bigint,
	"debt_cents" bigint,
	"employees" integer,
	"ebitda_margin" numeric(14, 3),
	"net_margin" numeric(14, 3),
	"debt_ratio" numeric(14, 3),
	"equity_ratio" numeric(14, 3),
	"liquidity_ratio" numeric(14, 3),
	"interest_coverage" numeric(14, 3),
	"repayment_capacity" numeric(14, 3),
	"cash_flow_to_turnover" numeric(14, 3),
	"working_capital_days" numeric(14, 3),
	"customer_credit_days" numeric(14, 3),
	"source" text,
	CONSTRAINT "financial_statements_siren_fiscal_year_end_pk" PRIMARY KEY("siren","fiscal_year_end")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_id" text NOT NULL,
	"siren" char(9),
	"family" text NOT NULL,
	"type_label" text,
	"published_at" date NOT NULL,
	"bodacc_edition" char(1),
	"bodacc_number" text,
	"announcement_number" integer,
	"court" text,
	"city" text,
	"content" text,
	"details" jsonb,
	"cancelled" boolean DEFAULT false NOT NULL,
	"corrects_source_id" text,
	CONSTRAINT "announcements_source_id_unique" UNIQUE("source_id")
);
--> statement-breakpoint
CREATE TABLE "insolvency_proceedings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"siren" char(9) NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"opened_at" date,
	"closed_at" date,
	"court" text,
	"last_judgment_label" text,
	"last_judgment_date" date
);
--> statement-breakpoint
CREATE TABLE "deposited_acts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_id" text,
	"siren" char(9) NOT NULL,
	"filing_number" text,
	"filing_date" date,
	"act_type" text,
	"description" text,
	"confidential" boolean DEFAULT false NOT NULL,
	CONSTRAINT "deposited_acts_source_id_unique" UNIQUE("source_id")
);
--> statement-breakpoint
CREATE TABLE "patents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"siren" char(9),
	"number" text NOT NULL,
	"title" text,
	"filing_date" date,
	"publication_date" date,
	CONSTRAINT "patents_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "trademarks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"siren" char(9),
	"number" text NOT NULL,
	"name" text,
	"filing_date" date,
	"status" text,
	"nice_classes" smallint[],
	CONSTRAINT "trademarks_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "collective_agreements" (
	"idcc" varchar(4) PRIMARY KEY NOT NULL,
	"title" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_agreements" (
	"siren" char(9) NOT NULL,
	"idcc" varchar(4) NOT NULL,
	CONSTRAINT "company_agreements_siren_idcc_pk" PRIMARY KEY("siren","idcc")
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"name" text PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_statistics" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_data_loads" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "establishments" ADD CONSTRAINT "establishments_siren_companies_siren_fk" FOREIGN KEY ("siren") REFERENCES "public"."companies"("siren") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_naf_code_siren_idx" ON "companies" USING btree ("naf_code","siren");--> statement-breakpoint
CREATE INDEX "companies_search_name_trgm_idx" ON "companies" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "establishments_siren_idx" ON "establishments" USING btree ("siren");--> statement-breakpoint
CREATE INDEX "establishments_head_office_department_siren_idx" ON "establishments" USING btree ("department_code","siren") WHERE "establishments"."is_head_office";--> statement-breakpoint
CREATE INDEX "establishments_commune_code_idx" ON "establishments" USING btree ("commune_code");--> statement-breakpoint
CREATE INDEX "naf_codes_parent_code_idx" ON "naf_codes" USING btree ("parent_code");--> statement-breakpoint
CREATE INDEX "commune_postcodes_postcode_idx" ON "commune_postcodes" USING btree ("postcode");--> statement-breakpoint
CREATE INDEX "communes_department_code_idx" ON "communes" USING btree ("department_code");--> statement-breakpoint
CREATE INDEX "mandates_siren_idx" ON "mandates" USING btree ("siren");--> statement-breakpoint
CREATE INDEX "mandates_person_id_idx" ON "mandates" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "persons_legal_siren_idx" ON "persons" USING btree ("legal_siren");--> statement-breakpoint
CREATE INDEX "persons_search_name_trgm_idx" ON "persons" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "announcements_siren_published_at_idx" ON "announcements" USING btree ("siren","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "announcements_published_at_idx" ON "announcements" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "insolvency_proceedings_siren_idx" ON "insolvency_proceedings" USING btree ("siren");--> statement-breakpoint
CREATE INDEX "deposited_acts_siren_filing_date_idx" ON "deposited_acts" USING btree ("siren","filing_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "patents_siren_idx" ON "patents" USING btree ("siren");--> statement-breakpoint
CREATE INDEX "trademarks_siren_idx" ON "trademarks" USING btree ("siren");--> statement-breakpoint
CREATE INDEX "company_agreements_idcc_idx" ON "company_agreements" USING btree ("idcc");