-- Editorial content (content/ Markdown files), kept in the database by the content sync so that the API
-- reads and searches it: one row per article or author page, upserted when its file's hash changes.
CREATE TABLE "content_pages" (
  "section" text NOT NULL,
  "category" text NOT NULL,
  "slug" text NOT NULL,
  "file" text NOT NULL UNIQUE,
  "content_hash" text NOT NULL,
  "title" text NOT NULL,
  "description" text NOT NULL,
  "author" text,
  "published" date,
  "updated" date,
  "tags" text[] NOT NULL DEFAULT '{}',
  -- Glossary: the term as written; its first letter (A–Z, unaccented) for the index.
  "term" text,
  "letter" text,
  -- The section's other fields (sources, faq, definition, legalBasis, related, example, product, role, penName).
  "data" jsonb NOT NULL,
  "html" text NOT NULL,
  "toc" jsonb NOT NULL,
  "body_text" text NOT NULL,
  "synced_at" timestamptz NOT NULL DEFAULT now(),
  "search_title" text GENERATED ALWAYS AS (lower(public.immutable_unaccent(coalesce("term", '') || ' ' || "title"))) STORED NOT NULL,
  "search_document" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('french'::regconfig, public.immutable_unaccent(coalesce("term", '') || ' ' || "title")), 'A')
    || setweight(to_tsvector('french'::regconfig, public.immutable_unaccent("description")), 'B')
    || setweight(to_tsvector('french'::regconfig, public.immutable_unaccent("body_text")), 'C')
  ) STORED NOT NULL,
  PRIMARY KEY ("section", "category", "slug")
);
--> statement-breakpoint
CREATE INDEX "content_pages_search_document" ON "content_pages" USING gin ("search_document");
--> statement-breakpoint
CREATE INDEX "content_pages_search_title_trgm" ON "content_pages" USING gin ("search_title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "content_pages_section_published" ON "content_pages" ("section", "published" DESC);
--> statement-breakpoint
-- Categories and tags of each section (from _categories.yml and _tags.yml), replaced whole by each sync.
CREATE TABLE "content_taxonomy" (
  "kind" text NOT NULL CHECK ("kind" IN ('category', 'tag')),
  "section" text NOT NULL,
  "slug" text NOT NULL,
  "name" text NOT NULL,
  "description" text,
  "position" integer NOT NULL,
  PRIMARY KEY ("kind", "section", "slug")
);
--> statement-breakpoint
-- The words of each section (unaccented, lower case, 4 letters or more), rebuilt by each sync: a search
-- word found nowhere is replaced by its nearest word here (trigram similarity), so typos are forgiven.
CREATE TABLE "content_words" (
  "section" text NOT NULL,
  "word" text NOT NULL,
  PRIMARY KEY ("section", "word")
);
--> statement-breakpoint
CREATE INDEX "content_words_word_trgm" ON "content_words" USING gin ("word" gin_trgm_ops);
