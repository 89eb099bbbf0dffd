-- Hand-written: the data hub's lists (/hub-data), derived from the register and refreshed after every import and on
-- DATA_HUB_REFRESH_CRON by `refresh_data_hub(today)`. One row per list with its total, its period and the date of its
-- data; one row per company listed, carrying what the list's table shows (copied from company_search, where the name
-- is already `[ND]` for a non-diffusible sole trader), so that a page is one index range of one list.
CREATE TABLE "data_hub_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"scope_code" text DEFAULT '' NOT NULL,
	"scope_label" text DEFAULT '' NOT NULL,
	"total" integer NOT NULL,
	"period_from" date,
	"period_to" date,
	"data_date" date,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_hub_entries" (
	"list_id" text NOT NULL REFERENCES "data_hub_lists" ("id") ON DELETE CASCADE,
	"siren" char(9) COLLATE "C" NOT NULL,
	"event_date" date,
	"event_code" text,
	"name" text NOT NULL,
	"legal_category_code" varchar(4),
	"naf_code" varchar(6),
	"postcode" varchar(5),
	"city" text,
	"creation_date" date,
	"headcount_band" varchar(2),
	"turnover_cents" bigint,
	"fiscal_year_end" date,
	"is_active" boolean NOT NULL,
	-- Each row's place in its list in each order (1 = first), set once the list is written: a page at any depth is
	-- one index range of 50 positions, never an OFFSET. Names and event dates (never null) are read backwards for
	-- the descending order; creation dates and turnovers have a position per direction, the unknown last in both.
	"pos_event" integer,
	"pos_name" integer,
	"pos_creation_asc" integer,
	"pos_creation_desc" integer,
	"pos_turnover_asc" integer,
	"pos_turnover_desc" integer,
	CONSTRAINT "data_hub_entries_pk" PRIMARY KEY ("list_id", "siren")
);
--> statement-breakpoint
CREATE INDEX "data_hub_entries_pos_event_idx" ON "data_hub_entries" ("list_id", "pos_event");
--> statement-breakpoint
CREATE INDEX "data_hub_entries_pos_name_idx" ON "data_hub_entries" ("list_id", "pos_name");
--> statement-breakpoint
CREATE INDEX "data_hub_entries_pos_creation_asc_idx" ON "data_hub_entries" ("list_id", "pos_creation_asc");
--> statement-breakpoint
CREATE INDEX "data_hub_entries_pos_creation_desc_idx" ON "data_hub_entries" ("list_id", "pos_creation_desc");
--> statement-breakpoint
CREATE INDEX "data_hub_entries_pos_turnover_asc_idx" ON "data_hub_entries" ("list_id", "pos_turnover_asc");
--> statement-breakpoint
CREATE INDEX "data_hub_entries_pos_turnover_desc_idx" ON "data_hub_entries" ("list_id", "pos_turnover_desc");
--> statement-breakpoint
-- Numbers every entry's place in its list in each order (see data_hub_entries): run once the lists are written.
CREATE OR REPLACE FUNCTION public.number_data_hub_entries()
  RETURNS void
  LANGUAGE sql
  AS $$
  UPDATE data_hub_entries e
   SET pos_event = p.pos_event, pos_name = p.pos_name, pos_creation_asc = p.pos_creation_asc, pos_creation_desc = p.pos_creation_desc,
       pos_turnover_asc = p.pos_turnover_asc, pos_turnover_desc = p.pos_turnover_desc
  FROM (SELECT list_id, siren,
               row_number() OVER (PARTITION BY list_id ORDER BY event_date NULLS LAST, siren)::integer AS pos_event,
               row_number() OVER (PARTITION BY list_id ORDER BY name, siren)::integer AS pos_name,
               row_number() OVER (PARTITION BY list_id ORDER BY creation_date NULLS LAST, siren)::integer AS pos_creation_asc,
               row_number() OVER (PARTITION BY list_id ORDER BY creation_date DESC NULLS LAST, siren)::integer AS pos_creation_desc,
               row_number() OVER (PARTITION BY list_id ORDER BY turnover_cents NULLS LAST, siren)::integer AS pos_turnover_asc,
               row_number() OVER (PARTITION BY list_id ORDER BY turnover_cents DESC NULLS LAST, siren)::integer AS pos_turnover_desc
          FROM data_hub_entries) AS p
 WHERE p.list_id = e.list_id AND p.siren = e.siren;
$$;
--> statement-breakpoint
-- Every list again from company_search, insolvency_proceedings and the BODACC announcements, in one transaction
-- (readers see the former lists until it commits). `p_today` is the caller's clock: each dated list covers the last
-- days up to the latest date its source holds, never after `p_today`. Returns the number of entries written.
CREATE OR REPLACE FUNCTION public.refresh_data_hub(p_today date)
  RETURNS integer
  LANGUAGE plpgsql
  AS $$
DECLARE
  computed timestamptz := now();
  creations_to date;
  insolvency_to date;
  radiations_to date;
  accounts_to date;
  written integer;
BEGIN
  DELETE FROM data_hub_lists;

  SELECT max(creation_date) INTO creations_to FROM company_search WHERE creation_date <= p_today;
  SELECT max(opened_at) INTO insolvency_to FROM insolvency_proceedings WHERE opened_at <= p_today;
  SELECT max(published_at) INTO radiations_to FROM announcements WHERE family = 'radiation' AND published_at <= p_today;
  SELECT max(published_at) INTO accounts_to FROM announcements WHERE family = 'account_filing' AND published_at <= p_today;
  creations_to := coalesce(creations_to, p_today);
  insolvency_to := coalesce(insolvency_to, p_today);
  radiations_to := coalesce(radiations_to, p_today);
  accounts_to := coalesce(accounts_to, p_today);

  -- The lists, all of them even when empty (a department without creations this week says so).
  INSERT INTO data_hub_lists (id, kind, scope_code, scope_label, total, period_from, period_to, data_date, computed_at)
  SELECT l.id, l.kind, l.scope_code, l.scope_label, 0, l.period_from, l.period_to, l.period_to, computed
    FROM (SELECT 'creations-semaine' AS id, 'creations' AS kind, '' AS scope_code, '' AS scope_label,
                 creations_to - 6 AS period_from, creations_to AS period_to
          UNION ALL
          SELECT 'creations-semaine-' || lower(d.code), 'creations', d.code, d.name, creations_to - 6, creations_to FROM departments d
          UNION ALL
          SELECT 'procedures-collectives', 'insolvency', '', '', insolvency_to - 29, insolvency_to
          UNION ALL
          SELECT 'radiations', 'deregistrations', '', '', radiations_to - 29, radiations_to
          UNION ALL
          SELECT 'comptes-deposes', 'accounts', '', '', accounts_to - 6, accounts_to
          UNION ALL
          SELECT 'plus-grands-ca-region-' || r.code, 'top-region', r.code, r.name, NULL, NULL FROM regions r
          UNION ALL
          SELECT 'plus-grands-ca-secteur-' || lower(n.code), 'top-sector', n.code, n.label, NULL, NULL FROM naf_codes n WHERE n.level = 1) AS l;

  -- New companies of the week: nationwide, and each in its department's list.
  INSERT INTO data_hub_entries
  SELECT l.id, cs.siren, cs.creation_date, NULL, cs.name, cs.legal_category_code, cs.naf_code, cs.postcode, cs.city,
         cs.creation_date, cs.headcount_band, cs.turnover_cents, cs.fiscal_year_end, cs.is_active
    FROM company_search cs
    JOIN data_hub_lists l ON l.kind = 'creations' AND (l.scope_code = '' OR l.scope_code = cs.department_code)
   WHERE cs.creation_date BETWEEN creations_to - 6 AND creations_to;

  -- Insolvency proceedings opened in the last 30 days (a company's latest one).
  INSERT INTO data_hub_entries
  SELECT 'procedures-collectives', cs.siren, p.opened_at, p.kind, cs.name, cs.legal_category_code, cs.naf_code, cs.postcode, cs.city,
         cs.creation_date, cs.headcount_band, cs.turnover_cents, cs.fiscal_year_end, cs.is_active
    FROM (SELECT DISTINCT ON (siren) siren, opened_at, kind
            FROM insolvency_proceedings
           WHERE opened_at BETWEEN insolvency_to - 29 AND insolvency_to
           ORDER BY siren, opened_at DESC, id DESC) AS p
    JOIN company_search cs ON cs.siren = p.siren;

  -- Deregistrations and accounts filed, as published in the BODACC (a company's latest notice, cancelled ones left out).
  INSERT INTO data_hub_entries
  SELECT CASE a.family WHEN 'radiation' THEN 'radiations' ELSE 'comptes-deposes' END, cs.siren, a.published_at, NULL, cs.name,
         cs.legal_category_code, cs.naf_code, cs.postcode, cs.city,
         cs.creation_date, cs.headcount_band, cs.turnover_cents, cs.fiscal_year_end, cs.is_active
    FROM (SELECT DISTINCT ON (family, siren) family, siren, published_at
            FROM announcements
           WHERE siren IS NOT NULL AND NOT cancelled
             AND ((family = 'radiation' AND published_at BETWEEN radiations_to - 29 AND radiations_to)
               OR (family = 'account_filing' AND published_at BETWEEN accounts_to - 6 AND accounts_to))
           ORDER BY family, siren, published_at DESC) AS a
    JOIN company_search cs ON cs.siren = a.siren;

  -- The hundred largest active companies by turnover of their latest accounts (closed within three years, figures
  -- public), per region of their head office and per NAF section of their activity.
  INSERT INTO data_hub_entries
  SELECT ranked.list_id, ranked.siren, ranked.fiscal_year_end, NULL, ranked.name, ranked.legal_category_code, ranked.naf_code,
         ranked.postcode, ranked.city, ranked.creation_date, ranked.headcount_band, ranked.turnover_cents, ranked.fiscal_year_end, TRUE
    FROM (SELECT scoped.*, row_number() OVER (PARTITION BY scoped.list_id ORDER BY scoped.turnover_cents DESC, scoped.siren) AS position
            FROM (SELECT 'plus-grands-ca-region-' || cs.region_code AS list_id, cs.*
                    FROM company_search cs
                   WHERE cs.is_active AND cs.turnover_cents IS NOT NULL AND cs.region_code IS NOT NULL
                     AND cs.fiscal_year_end > p_today - 1096
                  UNION ALL
                  SELECT 'plus-grands-ca-secteur-' || lower(division.parent_code), cs.*
                    FROM company_search cs
                    JOIN naf_codes division ON division.level = 2 AND division.code = left(cs.naf_code, 2)
                    JOIN naf_codes subclass ON subclass.level = 5 AND subclass.code = cs.naf_code
                   WHERE cs.is_active AND cs.turnover_cents IS NOT NULL
                     AND cs.fiscal_year_end > p_today - 1096) AS scoped) AS ranked
    JOIN data_hub_lists l ON l.id = ranked.list_id
   WHERE ranked.position <= 100;

  PERFORM public.number_data_hub_entries();

  UPDATE data_hub_lists l SET total = counted.total,
         data_date = CASE WHEN l.kind LIKE 'top-%' THEN counted.latest ELSE l.data_date END
    FROM (SELECT list_id, count(*)::integer AS total, max(fiscal_year_end) AS latest FROM data_hub_entries GROUP BY list_id) AS counted
   WHERE counted.list_id = l.id;

  SELECT count(*)::integer INTO written FROM data_hub_entries;
  RETURN written;
END;
$$;
