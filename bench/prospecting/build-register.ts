import type { Pool } from 'pg';

/**
 * A synthetic register for the prospecting benchmark, written straight into the tables the prospecting queries read
 * (`companies`, head-office `establishments`, `company_search` with its filter tokens, `insolvency_proceedings`), with
 * distributions like the real one's: departments and NAF subclasses from the nomenclatures, 35 % sole traders (3 % of
 * them non-diffusible), 60 % without employees, 70 % active, accounts for 20 %, an open proceeding for 1.5 %.
 * Much quicker than an import followed by a search rebuild; the search words are few (the tool filters, it does not
 * match names), the filter tokens are those of the real index build.
 */
export async function buildProspectingRegister(pool: Pool, companies: number, log: (line: string) => void): Promise<void> {
  const step = async (label: string, sql: string, values: unknown[] = []) => {
    const t0 = performance.now();
    await pool.query(sql, values);
    log(`${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  await step('truncate', 'TRUNCATE company_search, companies, establishments, insolvency_proceedings CASCADE');
  // The search table's indexes are dropped during the load and built once after it, as the search rebuild does.
  const { rows: indexes } = await pool.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'company_search' AND indexname <> 'company_search_pkey'`,
  );
  for (const index of indexes) await pool.query(`DROP INDEX ${index.name}`);
  await step('drop units', 'DROP TABLE IF EXISTS bench_units');
  await step(
    'units',
    `CREATE UNLOGGED TABLE bench_units AS
     WITH depts AS (SELECT array_agg(code ORDER BY code) AS codes FROM departments),
          nafs AS (SELECT array_agg(code ORDER BY code) AS codes FROM naf_codes WHERE level = 5),
          bands AS (SELECT ARRAY['01','02','03','11','12','21','22','31','32','41','42','51','52','53'] AS codes)
     SELECT (100000000 + g)::text AS siren, g,
            depts.codes[1 + floor(power(random(), 1.6) * array_length(depts.codes, 1))::int] AS department,
            nafs.codes[1 + floor(random() * array_length(nafs.codes, 1))::int] AS naf,
            CASE WHEN r1 < 0.35 THEN '1000' WHEN r1 < 0.55 THEN '5710' WHEN r1 < 0.70 THEN '5499' WHEN r1 < 0.78 THEN '6540'
                 WHEN r1 < 0.88 THEN '9220' WHEN r1 < 0.93 THEN '5720' ELSE '5498' END AS legal,
            CASE WHEN r2 < 0.60 THEN 'NN' WHEN r2 < 0.75 THEN '00' ELSE bands.codes[1 + floor(power(random(), 2) * 14)::int] END AS band,
            random() < 0.70 AS active,
            DATE '1950-01-01' + floor(power(random(), 0.4) * 27700)::int AS created,
            CASE WHEN random() < 0.20 THEN floor(exp(random() * 12) * 100000)::bigint END AS turnover,
            random() < 0.03 AS nd
       FROM generate_series(1, $1::int) g, depts, nafs, bands,
            LATERAL (SELECT random() + g * 0 AS r1, random() + g * 0 AS r2) r`,
    [companies],
  );
  await step(
    'companies',
    `INSERT INTO companies (siren, denomination, last_name, first_names, diffusion_status, naf_code, legal_category_code, creation_date, administrative_status, head_office_nic, headcount_band)
     SELECT siren, CASE WHEN legal <> '1000' THEN 'ENTREPRISE ' || g END, CASE WHEN legal = '1000' THEN 'NOM' || (g % 5000) END,
            CASE WHEN legal = '1000' THEN 'PRENOM' END, CASE WHEN nd AND legal = '1000' THEN 'P' ELSE 'O' END, naf, legal, created,
            CASE WHEN active THEN 'A' ELSE 'C' END, '00010', band
       FROM bench_units`,
  );
  await step(
    'head offices',
    `INSERT INTO establishments (siret, siren, nic, diffusion_status, is_head_office, street_number, street_type, street_name, postcode, city, commune_code, department_code)
     SELECT siren || '00010', siren, '00010', CASE WHEN nd AND legal = '1000' THEN 'P' ELSE 'O' END, true, (1 + g % 120)::text, 'RUE', 'DE LA GARE',
            rpad(department, 5, '0'), 'COMMUNE ' || department || (g % 40), left(department || lpad((g % 40)::text, 3, '0'), 5), department
       FROM bench_units`,
  );
  await step(
    'company_search',
    `INSERT INTO company_search (siren, name, name_key, sigle_key, name_words, words, boost, is_active, legal_category_code, naf_code, headcount_band,
                                 creation_date, department_code, region_code, postcode, city, turnover_cents, net_result_cents, fiscal_year_end)
     SELECT u.siren, CASE WHEN u.nd AND u.legal = '1000' THEN '[ND]' ELSE 'ENTREPRISE ' || u.g END, 'entreprise ' || u.g, '', ARRAY['entreprise'],
            ARRAY['entreprise', 'w' || (u.g % 50000), 'd:' || u.department, 'r:' || d.region_code, 'p:' || rpad(u.department, 5, '0'),
                  'c:' || left(u.department || lpad((u.g % 40)::text, 3, '0'), 5), 'n:' || u.naf, 'v:' || left(u.naf, 2),
                  'l:' || u.legal, 'l:' || left(u.legal, 2), 'l:' || left(u.legal, 1), 'b:' || u.band, CASE WHEN u.active THEN 's:a' ELSE 's:c' END],
            0, u.active, u.legal, u.naf, u.band, u.created, u.department, d.region_code, rpad(u.department, 5, '0'), 'COMMUNE',
            u.turnover, CASE WHEN u.turnover IS NOT NULL THEN (u.turnover * (random() - 0.3) / 5)::bigint END,
            CASE WHEN u.turnover IS NOT NULL THEN DATE '2024-12-31' END
       FROM bench_units u JOIN departments d ON d.code = u.department`,
  );
  await step(
    'insolvency proceedings',
    `INSERT INTO insolvency_proceedings (siren, kind, status, opened_at) SELECT siren, 'redressement judiciaire', 'open', DATE '2025-01-01' FROM bench_units WHERE random() < 0.015`,
  );
  for (const index of indexes) await step(`index ${index.name}`, index.definition);
  await step('drop units', 'DROP TABLE bench_units');
  await step('analyse', 'VACUUM (ANALYZE) company_search, companies, establishments, insolvency_proceedings');
}
