-- Hand-written. Company claims: a signed-in account proves it acts for a company (an address on the company's
-- own domain confirmed by a mailed link, or a current legal representative's name and a document that an
-- administrator reviews), then adds information of the company's own beside the register's (never over it).
CREATE TABLE "company_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	-- No foreign key to companies: the importers rebuild the register tables (see followed_companies).
	"siren" char(9) COLLATE "C" NOT NULL,
	"user_id" bigint REFERENCES "public"."users"("id") ON DELETE set null,
	"method" text NOT NULL,
	"status" text NOT NULL,
	-- Method 'email': the address the link was mailed to, the SHA-256 of the link's token and its end of validity.
	"proof_email" text,
	"email_token_hash" text,
	"email_token_expires_at" timestamp with time zone,
	-- Method 'document': the representative the account's name matched, the stored file and its sniffed type.
	"representative_name" text,
	"document_key" text,
	"document_type" text,
	"decision_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"hide_home_address_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_claims_method" CHECK ("method" IN ('email', 'document')),
	CONSTRAINT "company_claims_status" CHECK ("status" IN ('email-pending', 'review-pending', 'approved', 'rejected', 'withdrawn', 'expired'))
);--> statement-breakpoint
-- At most one approved claimant per company at a time.
CREATE UNIQUE INDEX "company_claims_one_approved_key" ON "company_claims" ("siren") WHERE "status" = 'approved';--> statement-breakpoint
-- At most one open claim (pending or approved) per account and company.
CREATE UNIQUE INDEX "company_claims_one_open_per_user_key" ON "company_claims" ("siren", "user_id") WHERE "status" IN ('email-pending', 'review-pending', 'approved');--> statement-breakpoint
CREATE INDEX "company_claims_user_idx" ON "company_claims" ("user_id", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "company_claims_status_idx" ON "company_claims" ("status", "created_at");--> statement-breakpoint
-- What the approved claimant says about the company; shown while its claim is approved.
CREATE TABLE "company_provided_profiles" (
	"siren" char(9) COLLATE "C" PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL REFERENCES "public"."company_claims"("id") ON DELETE cascade,
	"description" text,
	"website" text,
	"phone" text,
	"logo_key" text,
	"opening_hours" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Web domains the company itself gave (the website of an approved claimant): an address on one of them may
-- prove a later claim. The register (Sirene, RNE as imported) holds no website, so this is the only source.
CREATE TABLE "company_known_domains" (
	"siren" char(9) COLLATE "C" NOT NULL,
	"domain" text NOT NULL,
	"source" text NOT NULL,
	"claim_id" uuid REFERENCES "public"."company_claims"("id") ON DELETE set null,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("siren", "domain"),
	CONSTRAINT "company_known_domains_source" CHECK ("source" IN ('company-provided', 'register'))
);--> statement-breakpoint
-- Who did what to a claim, when, from which address (kept when the account is deleted: actor kept as text).
CREATE TABLE "company_claim_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL REFERENCES "public"."company_claims"("id") ON DELETE cascade,
	"siren" char(9) COLLATE "C" NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "company_claim_audit_claim_idx" ON "company_claim_audit" ("claim_id", "at");
