-- Hand-written. SIREN, SIRET and NIC columns compare bytewise (COLLATE "C") in every table. They hold digits only,
-- which sort the same in every collation, but under the database's default collation (C.UTF-8 here, en_US or
-- fr_FR elsewhere) every comparison goes through strcoll: building the primary key of 1 M companies took 1.8 s
-- against 0.7 s in "C", and the full-scale import builds keys and indexes on 27 M such values.
-- All of them at once: a join between a "C" column and a default-collation one compares in "C", and could then
-- no longer use the other column's index (test: packages/db/test/identifier-collation.test.ts).
ALTER TABLE "companies" ALTER COLUMN "siren" TYPE char(9) COLLATE "C", ALTER COLUMN "head_office_nic" TYPE char(5) COLLATE "C";--> statement-breakpoint
ALTER TABLE "establishments" ALTER COLUMN "siret" TYPE char(14) COLLATE "C", ALTER COLUMN "siren" TYPE char(9) COLLATE "C", ALTER COLUMN "nic" TYPE char(5) COLLATE "C";--> statement-breakpoint
ALTER TABLE "announcements" ALTER COLUMN "siren" TYPE char(9) COLLATE "C";--> statement-breakpoint
ALTER TABLE "company_agreements" ALTER COLUMN "siren" TYPE char(9) COLLATE "C";--> statement-breakpoint
ALTER TABLE "company_search" ALTER COLUMN "siren" TYPE char(9) COLLATE "C";--> statement-breakpoint
ALTER TABLE "company_search_terms" ALTER COLUMN "siren" TYPE char(9) COLLATE "C";--> statement-breakpoint
ALTER TABLE "deposited_acts" ALTER COLUMN "siren" TYPE char(9) COLLATE "C";--> statement-breakpoint
ALTER TABLE "financial_statements" ALTER COLUMN "siren" TYPE char(9) COLLATE "C";--> statement-breakpoint
ALTER TABLE "insolvency_proceedings" ALTER COLUMN "siren" TYPE char(9) COLLATE "C";--> statement-breakpoint
ALTER TABLE "mandates" ALTER COLUMN "siren" TYPE char(9) COLLATE "C";--> statement-breakpoint
ALTER TABLE "patents" ALTER COLUMN "siren" TYPE char(9) COLLATE "C";--> statement-breakpoint
ALTER TABLE "trademarks" ALTER COLUMN "siren" TYPE char(9) COLLATE "C";--> statement-breakpoint
ALTER TABLE "persons" ALTER COLUMN "legal_siren" TYPE char(9) COLLATE "C";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "onboarding_siren" TYPE text COLLATE "C";
