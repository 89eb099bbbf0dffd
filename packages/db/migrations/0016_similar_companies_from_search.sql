-- Hand-written. Similar companies now take their candidates from company_search (its index on department, NAF code
-- and SIREN, built with the search): this index of the register is read by nothing else, and building it took
-- 50 s of the 183 s import of 15.3 M establishments.
DROP INDEX IF EXISTS "establishments_head_office_naf_department_siren_idx";--> statement-breakpoint
DELETE FROM "deferred_indexes" WHERE "index_name" = 'establishments_head_office_naf_department_siren_idx';
