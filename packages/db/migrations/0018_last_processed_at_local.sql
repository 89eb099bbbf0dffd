-- INSEE's dateDernierTraitement is a French mainland local time without zone: kept as written (timestamp), which
-- lets the Sirene importer send it in binary COPY without a time-zone conversion. Values stored so far were read
-- in Europe/Paris: that zone gives them back as written.
ALTER TABLE "companies" ALTER COLUMN "last_processed_at" SET DATA TYPE timestamp USING "last_processed_at" AT TIME ZONE 'Europe/Paris';--> statement-breakpoint
ALTER TABLE "establishments" ALTER COLUMN "last_processed_at" SET DATA TYPE timestamp USING "last_processed_at" AT TIME ZONE 'Europe/Paris';
