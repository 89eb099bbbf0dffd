CREATE TABLE "sector_statistics" (
	"sector_code" varchar(6) NOT NULL,
	"indicator" text NOT NULL,
	"peer_count" integer NOT NULL,
	"q1" numeric NOT NULL,
	"median" numeric NOT NULL,
	"q3" numeric NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sector_statistics_sector_code_indicator_pk" PRIMARY KEY("sector_code","indicator")
);
--> statement-breakpoint
-- Hand-written: derived tables refreshed after every import (docs/scoring.md).
-- Quartiles of the key ratios per NAF rév. 2 subclass ('62.01Z') and division ('62'). Peers: the
-- active companies of the sector, each counted once with its most recent statement that holds at
-- least one graded ratio (net margin, EBITDA margin, equity ratio, debt ratio, liquidity ratio).
CREATE OR REPLACE FUNCTION public.refresh_sector_statistics()
  RETURNS integer
  LANGUAGE plpgsql
  AS $$
DECLARE
  written integer;
BEGIN
  DELETE FROM sector_statistics;
  WITH latest AS (
    SELECT DISTINCT ON (fs.siren)
           c.naf_code, fs.turnover_cents, fs.ebitda_margin, fs.net_margin, fs.equity_ratio,
           fs.debt_ratio, fs.liquidity_ratio, fs.customer_credit_days
      FROM financial_statements fs
      JOIN companies c ON c.siren = fs.siren
     WHERE c.administrative_status = 'A'
       AND c.naf_code ~ '^[0-9]{2}\.[0-9]{2}[A-Z]$'
       AND (fs.net_margin IS NOT NULL OR fs.ebitda_margin IS NOT NULL OR fs.equity_ratio IS NOT NULL
            OR fs.debt_ratio IS NOT NULL OR fs.liquidity_ratio IS NOT NULL)
     ORDER BY fs.siren, fs.fiscal_year_end DESC
  ), observations AS (
    SELECT l.naf_code, v.indicator, v.value
      FROM latest l
      CROSS JOIN LATERAL (VALUES
        ('turnover', l.turnover_cents::numeric),
        ('ebitda_margin', l.ebitda_margin),
        ('net_margin', l.net_margin),
        ('equity_ratio', l.equity_ratio),
        ('debt_ratio', l.debt_ratio),
        ('liquidity_ratio', l.liquidity_ratio),
        ('customer_credit_days', l.customer_credit_days)
      ) AS v(indicator, value)
     WHERE v.value IS NOT NULL
  ), sectors AS (
    SELECT naf_code AS sector_code, indicator, value FROM observations
    UNION ALL
    SELECT left(naf_code, 2), indicator, value FROM observations
  )
  INSERT INTO sector_statistics (sector_code, indicator, peer_count, q1, median, q3, computed_at)
  SELECT sector_code, indicator, count(*)::integer,
         round((percentile_cont(0.25) WITHIN GROUP (ORDER BY value))::numeric, 3),
         round((percentile_cont(0.5) WITHIN GROUP (ORDER BY value))::numeric, 3),
         round((percentile_cont(0.75) WITHIN GROUP (ORDER BY value))::numeric, 3),
         now()
    FROM sectors
   GROUP BY sector_code, indicator;
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END
$$;
--> statement-breakpoint
-- The site's counters (GET /api/statistics), each defined in docs/scoring.md.
CREATE OR REPLACE FUNCTION public.refresh_site_statistics()
  RETURNS void
  LANGUAGE sql
  AS $$
  INSERT INTO site_statistics (name, value, computed_at)
  VALUES
    ('doc_available',
       (SELECT count(*) FROM deposited_acts WHERE NOT confidential)
     + (SELECT count(*) FROM financial_statements WHERE NOT confidential)
     + (SELECT count(*) FROM announcements WHERE NOT cancelled), now()),
    ('searchable_siret', (SELECT count(*) FROM establishments), now()),
    ('registered_establishments', (SELECT count(*) FROM establishments WHERE administrative_status = 'A'), now()),
    ('verified_company_profile',
       (SELECT count(*) FROM companies
         WHERE NOT purged
           AND (rcs_registration_date IS NOT NULL OR share_capital_cents IS NOT NULL OR corporate_purpose IS NOT NULL)), now()),
    ('kbis_available',
       (SELECT count(*) FROM companies
         WHERE NOT purged AND administrative_status = 'A' AND rcs_registration_date IS NOT NULL), now()),
    ('score',
       (SELECT count(*) FROM companies c
         WHERE c.administrative_status = 'A'
           AND EXISTS (SELECT 1 FROM financial_statements fs
                        WHERE fs.siren = c.siren
                          AND (fs.net_margin IS NOT NULL OR fs.ebitda_margin IS NOT NULL OR fs.equity_ratio IS NOT NULL
                               OR fs.debt_ratio IS NOT NULL OR fs.liquidity_ratio IS NOT NULL))), now())
  ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, computed_at = EXCLUDED.computed_at
$$;
