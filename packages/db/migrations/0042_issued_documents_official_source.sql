-- Hand-written: a document delivered by its official source is recorded with that source and the time we
-- retrieved it (the verification page says so); both null for a document we built.
ALTER TABLE "issued_documents" ADD COLUMN "official_source" text;
--> statement-breakpoint
ALTER TABLE "issued_documents" ADD COLUMN "retrieved_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "issued_documents" ADD CONSTRAINT "issued_documents_official_source_check"
	CHECK ("official_source" in ('insee', 'dila', 'inpi') AND "retrieved_at" IS NOT NULL AND "official" OR "official_source" IS NULL AND "retrieved_at" IS NULL);
