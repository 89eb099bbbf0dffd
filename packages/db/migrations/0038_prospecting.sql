-- Hand-written. Client prospecting: the users' saved searches (filters and chosen columns), and an index for the
-- prospect-list exports of a user (orders of kind 'prospecting-export': the rows used in a period, the history).
CREATE TABLE "prospecting_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"columns" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prospecting_searches_name_length" CHECK (char_length("name") BETWEEN 1 AND 80)
);--> statement-breakpoint
-- Names are unique per user whatever their case and surrounding spaces.
CREATE UNIQUE INDEX "prospecting_searches_user_name_key" ON "prospecting_searches" ("user_id", lower(btrim("name")));--> statement-breakpoint
CREATE INDEX "prospecting_exports_user_created_idx" ON "orders" ("user_id", "created_at" DESC) WHERE "kind" = 'prospecting-export';
