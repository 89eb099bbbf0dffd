-- No query reads these three: listings by activity or department read company_search, similar companies use
-- establishments_head_office_naf_department_siren_idx. Each cost the full-scale import a sort of 12.5 M or 15 M rows.
-- IF EXISTS, and forgotten by deferred_indexes: a first load that died may have them dropped and recorded.
DROP INDEX IF EXISTS "companies_naf_code_siren_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "establishments_head_office_department_siren_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "establishments_commune_code_idx";--> statement-breakpoint
DELETE FROM "deferred_indexes" WHERE "index_name" IN ('companies_naf_code_siren_idx', 'establishments_head_office_department_siren_idx', 'establishments_commune_code_idx');
