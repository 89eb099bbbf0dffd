-- Billing: subscriptions (the access row orders lock), payments, invoices numbered without gaps per year,
-- daily fair-use counters, the sandbox provider's charges, Stripe webhook events, public cancellation links.
CREATE TABLE "billing_subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"contract_reference" text NOT NULL UNIQUE,
	"status" text NOT NULL CHECK ("status" IN ('incomplete', 'trialing', 'active', 'past_due', 'canceled', 'expired')),
	"plan" jsonb NOT NULL,
	"period_index" integer NOT NULL DEFAULT 0,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"kbis_quota_limit" integer NOT NULL DEFAULT 0,
	"kbis_quota_used" integer NOT NULL DEFAULT 0,
	"cancel_at_period_end" boolean NOT NULL DEFAULT false,
	"canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"failed_attempts" integer NOT NULL DEFAULT 0,
	"past_due_since" timestamp with time zone,
	"next_retry_at" timestamp with time zone,
	"provider" text NOT NULL,
	"provider_customer" text,
	"provider_subscription" text,
	"payment_method_token" text,
	"card_brand" text,
	"card_last4" text CHECK ("card_last4" IS NULL OR "card_last4" ~ '^\d{4}$'),
	"billing_identity" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_one_live_per_user" ON "billing_subscriptions" ("user_id") WHERE "status" IN ('incomplete', 'trialing', 'active', 'past_due');
--> statement-breakpoint
CREATE INDEX "billing_subscriptions_due" ON "billing_subscriptions" ("current_period_end") WHERE "status" IN ('trialing', 'active');
--> statement-breakpoint
CREATE INDEX "billing_subscriptions_retry" ON "billing_subscriptions" ("next_retry_at") WHERE "status" = 'past_due';
--> statement-breakpoint
CREATE TABLE "billing_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL REFERENCES "billing_subscriptions"("id") ON DELETE CASCADE,
	"user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"purpose" text NOT NULL CHECK ("purpose" IN ('trial', 'renewal')),
	"period_index" integer NOT NULL,
	"attempt" integer NOT NULL,
	"amount_cents" integer NOT NULL CHECK ("amount_cents" >= 0),
	"status" text NOT NULL CHECK ("status" IN ('pending', 'requires_action', 'redirect', 'succeeded', 'failed', 'refunded')),
	"idempotency_key" text NOT NULL UNIQUE,
	"provider_reference" text,
	"card_brand" text,
	"card_last4" text CHECK ("card_last4" IS NULL OR "card_last4" ~ '^\d{4}$'),
	"failure_code" text,
	"pre_order_id" uuid,
	"session_id_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	UNIQUE ("subscription_id", "period_index", "attempt")
);
--> statement-breakpoint
CREATE TABLE "billing_invoice_sequences" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL UNIQUE,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL CHECK ("kind" IN ('invoice', 'credit_note')),
	"user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"subscription_id" uuid NOT NULL REFERENCES "billing_subscriptions"("id") ON DELETE CASCADE,
	"payment_id" uuid NOT NULL REFERENCES "billing_payments"("id") ON DELETE CASCADE,
	"credited_invoice_id" uuid REFERENCES "billing_invoices"("id"),
	"issued_at" timestamp with time zone NOT NULL,
	"description" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"amount_ht_cents" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"amount_ttc_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"storage_key" text,
	UNIQUE ("year", "sequence"),
	UNIQUE ("payment_id", "kind")
);
--> statement-breakpoint
CREATE INDEX "billing_invoices_user" ON "billing_invoices" ("user_id", "issued_at" DESC);
--> statement-breakpoint
CREATE TABLE "billing_daily_usage" (
	"user_id" bigint NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"used" integer NOT NULL,
	PRIMARY KEY ("user_id", "day", "kind")
);
--> statement-breakpoint
CREATE TABLE "billing_sandbox_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL UNIQUE,
	"amount_cents" integer NOT NULL,
	"outcome" text NOT NULL CHECK ("outcome" IN ('succeeded', 'declined', 'requires_action')),
	"decline_code" text,
	"payment_method_token" text,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "billing_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE TABLE "billing_cancellation_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL REFERENCES "billing_subscriptions"("id") ON DELETE CASCADE,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
