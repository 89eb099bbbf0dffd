import type { Pool } from 'pg';

/** SIREN number `n` of the seeded register (not check-digit valid: the API does not ask for it). */
export const seededSiren = (n: number): string => String(100_000_000 + n);

/** Seeds `count` active companies named `Société n` (SIREN 100000001…), with their search row. */
export async function seedCompanies(pool: Pool, count: number, from = 1): Promise<void> {
  await pool.query(
    `INSERT INTO companies (siren, denomination, naf_code, legal_category_code, creation_date)
     SELECT (100000000 + g)::text, 'Société ' || g, '62.01Z', '5710', DATE '2010-01-01' FROM generate_series($1::int, $2::int) g
     ON CONFLICT DO NOTHING`,
    [from, from + count - 1],
  );
  await pool.query(
    `INSERT INTO company_search (siren, name, name_key, sigle_key, name_words, words, boost, is_active, naf_code, postcode, city)
     SELECT (100000000 + g)::text, 'Société ' || g, 'societe ' || g, '', ARRAY['societe'], ARRAY['societe'], 0, true, '62.01Z', '75001', 'Paris'
       FROM generate_series($1::int, $2::int) g
     ON CONFLICT DO NOTHING`,
    [from, from + count - 1],
  );
}
