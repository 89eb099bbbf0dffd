-- Search relevance (issue 24): place words and typos.
-- search_places: each place a visitor may type (a commune's folded name, a postcode, a department's number or
-- folded name) with the filter tokens of the head offices located there ('c:69383', 'p:69003', 'd:69');
-- establishments carry the same tokens prefixed with 'e' ('ec:69383') in company_search.words.
CREATE TABLE "search_places" (
	"phrase" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"tokens" text[] NOT NULL
);--> statement-breakpoint
-- search_word_deletes: every word of search_words (4 letters or more) with each of its one-letter deletions: a
-- misspelt word's candidates are the words sharing a deletion with it (symmetric deletion), read by equality.
CREATE TABLE "search_word_deletes" (
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_word_deletes_pkey" PRIMARY KEY("variant","word")
);
