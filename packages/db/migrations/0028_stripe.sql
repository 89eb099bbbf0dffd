-- Stripe and credit notes. Credit notes (avoirs) get their own gapless series per year (AV-2026-000001), one per
-- refund (several for partial refunds of one payment), with negative amounts; a payment records how much the provider
-- says was refunded. Stripe payments remember their Checkout session, invoice and payment intent; a subscription the
-- time of the last Stripe state applied (a stale event older than it changes nothing). The sandbox keeps its refunds.
ALTER TABLE "billing_invoice_sequences" ADD COLUMN "series" text NOT NULL DEFAULT 'FA' CHECK ("series" IN ('FA', 'AV'));
--> statement-breakpoint
ALTER TABLE "billing_invoice_sequences" DROP CONSTRAINT "billing_invoice_sequences_pkey";
--> statement-breakpoint
ALTER TABLE "billing_invoice_sequences" ADD PRIMARY KEY ("series", "year");
--> statement-breakpoint
ALTER TABLE "billing_invoice_sequences" ALTER COLUMN "series" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "billing_invoices" DROP CONSTRAINT "billing_invoices_year_sequence_key";
--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_kind_year_sequence_key" UNIQUE ("kind", "year", "sequence");
--> statement-breakpoint
ALTER TABLE "billing_invoices" DROP CONSTRAINT "billing_invoices_payment_id_kind_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_one_invoice_per_payment" ON "billing_invoices" ("payment_id") WHERE "kind" = 'invoice';
--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_credit_note_shape" CHECK (
  ("kind" = 'invoice' AND "credited_invoice_id" IS NULL AND "amount_ttc_cents" >= 0)
  OR ("kind" = 'credit_note' AND "credited_invoice_id" IS NOT NULL AND "amount_ttc_cents" < 0)
);
--> statement-breakpoint
ALTER TABLE "billing_payments" ADD COLUMN "refunded_cents" integer NOT NULL DEFAULT 0 CHECK ("refunded_cents" >= 0 AND "refunded_cents" <= "amount_cents");
--> statement-breakpoint
ALTER TABLE "billing_payments" ADD COLUMN "provider_checkout" text;
--> statement-breakpoint
ALTER TABLE "billing_payments" ADD COLUMN "provider_invoice" text;
--> statement-breakpoint
CREATE INDEX "billing_payments_provider_invoice" ON "billing_payments" ("provider_invoice") WHERE "provider_invoice" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "billing_payments_provider_reference" ON "billing_payments" ("provider_reference") WHERE "provider_reference" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "billing_payments_provider_checkout" ON "billing_payments" ("provider_checkout") WHERE "provider_checkout" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD COLUMN "provider_state_at" timestamp with time zone;
--> statement-breakpoint
CREATE UNIQUE INDEX "billing_subscriptions_provider_subscription" ON "billing_subscriptions" ("provider_subscription") WHERE "provider_subscription" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "billing_sandbox_refunds" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL UNIQUE,
	"charge_reference" text NOT NULL REFERENCES "billing_sandbox_charges"("reference") ON DELETE CASCADE,
	"amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
	"created_at" timestamp with time zone NOT NULL DEFAULT now()
);
