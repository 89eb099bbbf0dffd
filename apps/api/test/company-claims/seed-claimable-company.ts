import type { Pool } from 'pg';

/**
 * An active company with one current legal representative (a natural person, shown), and optionally
 * a domain the company gave earlier (as an approved claimant's website records it).
 */
export async function seedClaimableCompany(pool: Pool, siren: string, options: { name: string; representative: { first: string; last: string }; domain?: string }): Promise<void> {
  await pool.query(`INSERT INTO companies (siren, denomination, naf_code, legal_category_code, creation_date) VALUES ($1, $2, '56.10A', '5710', DATE '2015-03-01')`, [siren, options.name]);
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO persons (kind, last_name, first_names, birth_year, birth_month, diffusible, identity_key, slug) VALUES ('natural', $1, $2, 1975, 6, true, $3, $4) RETURNING id`,
    [options.representative.last.toUpperCase(), options.representative.first, `natural:${options.representative.last.toLowerCase()}|${options.representative.first.toLowerCase()}|${siren}`, options.representative.last.toLowerCase()],
  );
  await pool.query(`INSERT INTO mandates (person_id, siren, role_code, start_date, is_current) VALUES ($1, $2, '73', DATE '2015-03-01', true)`, [rows[0]?.id, siren]);
  if (options.domain) await pool.query(`INSERT INTO company_known_domains (siren, domain, source) VALUES ($1, $2, 'company-provided')`, [siren, options.domain]);
}
