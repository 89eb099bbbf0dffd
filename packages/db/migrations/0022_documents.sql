-- Hand-written: the files we issued, checked by anyone at /verification/{code} (no buyer data).
CREATE TABLE "issued_documents" (
	"code" text NOT NULL,
	"format" text NOT NULL,
	"kind" text NOT NULL,
	"siren" text COLLATE "C",
	"subject_name" text,
	"title" text NOT NULL,
	"official" boolean DEFAULT false NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"sha256" text NOT NULL,
	"byte_size" integer NOT NULL,
	CONSTRAINT "issued_documents_code_format_pk" PRIMARY KEY("code","format"),
	CONSTRAINT "issued_documents_code_check" CHECK ("issued_documents"."code" ~ '^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$'),
	CONSTRAINT "issued_documents_format_check" CHECK ("issued_documents"."format" in ('pdf', 'docx', 'xlsx', 'csv')),
	CONSTRAINT "issued_documents_siren_check" CHECK ("issued_documents"."siren" ~ '^[0-9]{9}$'),
	CONSTRAINT "issued_documents_sha256_check" CHECK ("issued_documents"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "issued_documents_byte_size_check" CHECK ("issued_documents"."byte_size" > 0)
);
--> statement-breakpoint
CREATE INDEX "issued_documents_siren_idx" ON "issued_documents" ("siren");
