-- Hand-written: refresh_data_hub reads company_search once per purpose. Its week of creations joined the lists on
-- `scope_code = '' OR scope_code = department_code`, which the planner ran as one scan of company_search per
-- department list (46 s on a 300,000-company register, hours on the full one); the creations now go to their two
-- lists by id. The two turnover rankings (regions, sectors) are taken in one pass instead of two. Same lists.
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
  -- The week's creations are read once, then each goes to its two lists by id (the former join on an OR condition
  -- read company_search once per department).
  INSERT INTO data_hub_entries
  SELECT l.id, cs.siren, cs.creation_date, NULL, cs.name, cs.legal_category_code, cs.naf_code, cs.postcode, cs.city,
         cs.creation_date, cs.headcount_band, cs.turnover_cents, cs.fiscal_year_end, cs.is_active
    FROM company_search cs
   CROSS JOIN LATERAL (VALUES ('creations-semaine'), ('creations-semaine-' || lower(cs.department_code))) AS target(list_id)
    JOIN data_hub_lists l ON l.id = target.list_id
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
            FROM (SELECT target.list_id, cs.*
                    FROM company_search cs
                    LEFT JOIN naf_codes division ON division.level = 2 AND division.code = left(cs.naf_code, 2)
                    LEFT JOIN naf_codes subclass ON subclass.level = 5 AND subclass.code = cs.naf_code
                   -- One pass over the register for both rankings: each company in its region's and its sector's.
                   CROSS JOIN LATERAL (VALUES ('plus-grands-ca-region-' || cs.region_code),
                                              (CASE WHEN subclass.code IS NOT NULL THEN 'plus-grands-ca-secteur-' || lower(division.parent_code) END)) AS target(list_id)
                   WHERE cs.is_active AND cs.turnover_cents IS NOT NULL
                     AND cs.fiscal_year_end > p_today - 1096 AND target.list_id IS NOT NULL) AS scoped) AS ranked
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
