DROP INDEX "companies_search_name_trgm_idx";--> statement-breakpoint
DROP INDEX "persons_search_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "search_name";--> statement-breakpoint
ALTER TABLE "persons" DROP COLUMN "search_name";