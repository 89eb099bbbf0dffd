-- Hand-written. Followed companies (named lists per user), the company events the importers record for them,
-- the users' alert settings (digest frequency, webhook) and the webhook delivery log.
CREATE TABLE "followed_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "followed_lists_name_length" CHECK (char_length("name") BETWEEN 1 AND 80)
);--> statement-breakpoint
-- Names are unique per user whatever their case and surrounding spaces.
CREATE UNIQUE INDEX "followed_lists_user_name_key" ON "followed_lists" ("user_id", lower(btrim("name")));--> statement-breakpoint
CREATE UNIQUE INDEX "followed_lists_user_default_key" ON "followed_lists" ("user_id") WHERE "is_default";--> statement-breakpoint
-- No foreign key to companies: the importers rebuild the register tables with deferred constraints, and a
-- purged unit must not take its followers' lists with it.
CREATE TABLE "followed_companies" (
	"list_id" uuid NOT NULL REFERENCES "public"."followed_lists"("id") ON DELETE cascade,
	"siren" char(9) COLLATE "C" NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("list_id", "siren")
);--> statement-breakpoint
CREATE INDEX "followed_companies_siren_idx" ON "followed_companies" ("siren");--> statement-breakpoint
-- What changed in a company, recorded by the importers (set-based, for followed companies only). `details`
-- holds the before/after values or the announcement/accounts reference; `occurred_on` the source's date.
CREATE TABLE "company_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"siren" char(9) COLLATE "C" NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"occurred_on" date,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_events_kind" CHECK ("kind" IN ('closed', 'reopened', 'renamed', 'head_office_moved', 'activity_changed',
		'legal_form_changed', 'capital_changed', 'director_appointed', 'director_left', 'announcement_published',
		'insolvency_opened', 'insolvency_changed', 'accounts_filed')),
	CONSTRAINT "company_events_source" CHECK ("source" IN ('sirene', 'rne', 'bodacc', 'accounts'))
);--> statement-breakpoint
CREATE INDEX "company_events_siren_recorded_idx" ON "company_events" ("siren", "recorded_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "company_events_recorded_idx" ON "company_events" ("recorded_at");--> statement-breakpoint
CREATE TABLE "alert_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
	"digest_frequency" text DEFAULT 'daily' NOT NULL,
	"last_digest_until" timestamp with time zone,
	"webhook_url" text,
	"webhook_secret" text,
	"webhook_enabled" boolean DEFAULT false NOT NULL,
	"webhook_consecutive_failures" integer DEFAULT 0 NOT NULL,
	"webhook_disabled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_settings_digest_frequency" CHECK ("digest_frequency" IN ('daily', 'weekly', 'off'))
);--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
	"event_id" bigint NOT NULL REFERENCES "public"."company_events"("id") ON DELETE cascade,
	"url" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_state" CHECK ("state" IN ('pending', 'delivered', 'failed')),
	CONSTRAINT "webhook_deliveries_user_event" UNIQUE ("user_id", "event_id")
);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_user_created_idx" ON "webhook_deliveries" ("user_id", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_idx" ON "webhook_deliveries" ("event_id");
--> statement-breakpoint
-- How far the webhook dispatcher has read company_events (one row per reader).
CREATE TABLE "company_event_cursors" (
	"reader" text PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL
);
