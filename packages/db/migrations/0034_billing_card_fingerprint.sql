-- The discovery access is once per customer: a payment keeps a fingerprint of the card that paid it
-- (sandbox: a keyed hash of the number; Stripe: the card's own fingerprint), never the number.
ALTER TABLE "billing_payments" ADD COLUMN "card_fingerprint" text;
--> statement-breakpoint
CREATE INDEX "billing_payments_trial_card_fingerprint" ON "billing_payments" ("card_fingerprint") WHERE "purpose" = 'trial' AND "card_fingerprint" IS NOT NULL;
