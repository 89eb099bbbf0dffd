-- The /contact form's messages, kept before they are mailed (nothing is lost when the mail server is down).
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"message" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_messages_received_at" ON "contact_messages" ("received_at");
--> statement-breakpoint
-- The academy's sessions (free webinars) and who registered to them: one registration per address and session.
CREATE TABLE "academy_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL CHECK ("duration_minutes" > 0),
	"capacity" integer NOT NULL CHECK ("capacity" > 0),
	"created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "academy_sessions_starts_at" ON "academy_sessions" ("starts_at");
--> statement-breakpoint
CREATE TABLE "academy_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL REFERENCES "academy_sessions" ("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "academy_registrations_session_email" UNIQUE ("session_id", "email")
);
