import type { Pool } from 'pg';

/** The commune every seeded prospect's head office is in: a code no real commune has, so that counts are the seed's. */
export const SEED_COMMUNE = '99990';

/** SIREN of seeded prospect `n` (from 990000001). */
export const prospectSiren = (n: number): string => String(990_000_000 + n);

/**
 * Seeds `count` companies (numbered from `from`) in commune 99990 (or `commune`) with their search rows and head offices, mixed for the filters:
 * n % 2 = 0 → NAF 62.01Z (section J), otherwise 47.11F (section G); n % 5 = 0 → ceased; n % 7 = 0 → an open
 * insolvency proceeding; turnover n × 10,000 €; n % 10 = 3 → a non-diffusible sole trader (statut P) whose
 * address is personal data; created on 2010-01-01 plus n days.
 */
export async function seedProspects(pool: Pool, count: number, { from = 1, commune = SEED_COMMUNE }: { from?: number; commune?: string } = {}): Promise<void> {
  const range = [from, from + count - 1];
  await pool.query(
    `INSERT INTO companies (siren, denomination, last_name, first_names, diffusion_status, naf_code, legal_category_code, creation_date, administrative_status, head_office_nic)
     SELECT (990000000 + g)::text,
            CASE WHEN g % 10 = 3 THEN NULL ELSE 'Prospect ' || g END,
            CASE WHEN g % 10 = 3 THEN 'Secret' END, CASE WHEN g % 10 = 3 THEN 'Jeanne' END,
            CASE WHEN g % 10 = 3 THEN 'P' ELSE 'O' END,
            CASE WHEN g % 2 = 0 THEN '62.01Z' ELSE '47.11F' END,
            CASE WHEN g % 10 = 3 THEN '1000' ELSE '5710' END,
            DATE '2010-01-01' + g, CASE WHEN g % 5 = 0 THEN 'C' ELSE 'A' END, '00010'
       FROM generate_series($1::int, $2::int) g ON CONFLICT DO NOTHING`,
    range,
  );
  await pool.query(
    `INSERT INTO establishments (siret, siren, nic, diffusion_status, is_head_office, street_number, street_type, street_name, postcode, city, commune_code, department_code)
     SELECT (990000000 + g)::text || '00010', (990000000 + g)::text, '00010', CASE WHEN g % 10 = 3 THEN 'P' ELSE 'O' END, true,
            '12', 'RUE', 'DES LILAS', $3, 'PROSPECTVILLE', $3, '99'
       FROM generate_series($1::int, $2::int) g ON CONFLICT DO NOTHING`,
    [...range, commune],
  );
  await pool.query(
    `INSERT INTO company_search (siren, name, name_key, sigle_key, name_words, words, boost, is_active, legal_category_code, naf_code, creation_date,
                                 department_code, postcode, city, turnover_cents, net_result_cents)
     SELECT (990000000 + g)::text, CASE WHEN g % 10 = 3 THEN '[ND]' ELSE 'PROSPECT ' || g END, 'prospect ' || g, '', ARRAY['prospect'],
            ARRAY['prospect', 'c:' || $3, 'p:' || $3, 'd:99', 'n:' || naf, 'v:' || left(naf, 2), 'l:' || lc, 'l:' || left(lc, 2), 'l:' || left(lc, 1)],
            0, g % 5 <> 0, lc, naf, DATE '2010-01-01' + g, '99', $3, 'PROSPECTVILLE', g * 1000000::bigint, g * 100000::bigint
       FROM generate_series($1::int, $2::int) g,
            LATERAL (SELECT CASE WHEN g % 2 = 0 THEN '62.01Z' ELSE '47.11F' END AS naf, CASE WHEN g % 10 = 3 THEN '1000' ELSE '5710' END AS lc) AS codes
     ON CONFLICT DO NOTHING`,
    [...range, commune],
  );
  await pool.query(
    `INSERT INTO insolvency_proceedings (siren, kind, status, opened_at)
     SELECT (990000000 + g)::text, 'redressement judiciaire', 'open', DATE '2024-01-01' FROM generate_series($1::int, $2::int) g WHERE g % 7 = 0`,
    range,
  );
}
