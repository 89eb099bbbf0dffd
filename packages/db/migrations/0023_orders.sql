-- Hand-written: orders (one document ordered by a user, fulfilled by the worker) and pre-orders
-- (what a guest or a user without access asked for, turned into an order once access is granted).
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	-- The SIREN, the director's person id (director-report) or the template id (document).
	"subject" text NOT NULL,
	"siren" text COLLATE "C",
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	-- sha256 of the canonical payload: two orders are "the same" with the same kind, subject and payload.
	"payload_hash" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"error_code" text,
	"is_trial_period" boolean DEFAULT false NOT NULL,
	"verification_code" text,
	"file_key" text,
	"file_name" text,
	"content_type" text,
	"byte_size" integer,
	"word_file_key" text,
	"word_file_name" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "orders_state_check" CHECK ("state" IN ('pending', 'completed', 'unfulfillable')),
	CONSTRAINT "orders_siren_check" CHECK ("siren" ~ '^[0-9]{9}$'),
	CONSTRAINT "orders_completed_file_check" CHECK ("state" <> 'completed' OR ("file_key" IS NOT NULL AND "completed_at" IS NOT NULL)),
	CONSTRAINT "orders_unfulfillable_code_check" CHECK ("state" <> 'unfulfillable' OR "error_code" IS NOT NULL)
);
--> statement-breakpoint
-- SAME_ORDER_PENDING without a read-then-write race: one pending order per user, kind, subject and payload.
CREATE UNIQUE INDEX "orders_one_pending_idx" ON "orders" ("user_id", "kind", "subject", "payload_hash") WHERE "state" = 'pending';
--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" ("user_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE TABLE "pre_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id_hash" text,
	"user_id" bigint REFERENCES "users" ("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"siren" text COLLATE "C",
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'awaiting_payment' NOT NULL,
	"order_id" uuid REFERENCES "orders" ("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone NOT NULL,
	"ordered_at" timestamp with time zone,
	CONSTRAINT "pre_orders_state_check" CHECK ("state" IN ('awaiting_payment', 'ordered')),
	CONSTRAINT "pre_orders_siren_check" CHECK ("siren" ~ '^[0-9]{9}$'),
	CONSTRAINT "pre_orders_owner_check" CHECK ("session_id_hash" IS NOT NULL OR "user_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX "pre_orders_session_idx" ON "pre_orders" ("session_id_hash") WHERE "state" = 'awaiting_payment';
--> statement-breakpoint
CREATE INDEX "pre_orders_user_idx" ON "pre_orders" ("user_id");
