-- Hand-written. `persons.identity_key` compares bytewise (COLLATE "C"), as the identifier columns do since 0015. The
-- keys are normalised ASCII (`natural:<last>|<first>|<yyyy-mm>`, `legal:<siren>`, `legal-name:<slug>`): they sort the
-- same in every collation and are only ever looked up by equality, but under the database's default collation every
-- comparison goes through strcoll. Building the unique index on the 13.1 M persons of the full-scale register (what the
-- first RNE load does at its end) took 19.5–31.8 s against 14.1–15.0 s in "C" (maintenance_work_mem 512 MB).
-- A join with a default-collation column (the staging tables) compares in "C" and keeps using this index.
ALTER TABLE "persons" ALTER COLUMN "identity_key" TYPE text COLLATE "C";
