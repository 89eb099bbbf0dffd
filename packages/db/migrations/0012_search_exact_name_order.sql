DROP INDEX "company_search_name_key_idx";--> statement-breakpoint
DROP INDEX "company_search_sigle_key_idx";--> statement-breakpoint
CREATE INDEX "company_search_name_key_boost_idx" ON "company_search" USING btree ("name_key","boost" DESC NULLS LAST,"siren");--> statement-breakpoint
CREATE INDEX "company_search_sigle_key_boost_idx" ON "company_search" USING btree ("sigle_key","boost" DESC NULLS LAST,"siren") WHERE "company_search"."sigle_key" <> '';