-- Prospecting counts and previews (issue 39): the two indexes of the search rows by head office department and by
-- NAF code carry every column a prospect list filters on, so that a list is read from the index alone (index-only
-- scan: the rebuild vacuums the table) and its count stops at its cap however broad the list. Same keys as before:
-- their other readers (listing pages, similar companies) keep their order.
DROP INDEX IF EXISTS "company_search_department_naf_siren_idx";--> statement-breakpoint
CREATE INDEX "company_search_department_naf_siren_idx" ON "company_search" USING btree ("department_code","naf_code","siren")
  INCLUDE ("legal_category_code","headcount_band","is_active","creation_date","turnover_cents","net_result_cents");--> statement-breakpoint
DROP INDEX IF EXISTS "company_search_naf_siren_idx";--> statement-breakpoint
CREATE INDEX "company_search_naf_siren_idx" ON "company_search" USING btree ("naf_code","siren")
  INCLUDE ("department_code","legal_category_code","headcount_band","is_active","creation_date","turnover_cents","net_result_cents");
