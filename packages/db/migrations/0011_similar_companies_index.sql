-- Custom SQL migration file, put your code below! --
-- Hand-written: similar companies (docs/scoring.md). Head offices by NAF subclass and department,
-- in SIREN order, so the companies of one activity in one department near a given SIREN are one
-- index range (GET /api/companies/{siren}/similar-companies). Partial: head offices only.
CREATE INDEX IF NOT EXISTS "establishments_head_office_naf_department_siren_idx"
  ON "establishments" ("naf_code", "department_code", "siren") INCLUDE ("siret")
  WHERE "is_head_office";
