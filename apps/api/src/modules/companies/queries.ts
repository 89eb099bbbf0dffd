import type { Pool } from 'pg';

/** One company with its head office and the labels of its codes, as stored. */
export interface CompanyIdentityRow {
  siren: string;
  diffusion_status: string | null;
  denomination: string | null;
  sigle: string | null;
  usual_names: string[] | null;
  last_name: string | null;
  usage_name: string | null;
  first_names: string | null;
  legal_category_code: string | null;
  legal_category_label: string | null;
  naf_code: string | null;
  naf_label: string | null;
  administrative_status: string | null;
  creation_date: string | null;
  closure_date: string | null;
  head_office_siret: string | null;
  street_number: string | null;
  street_number_suffix: string | null;
  street_type: string | null;
  street_name: string | null;
  address_complement: string | null;
  postcode: string | null;
  city: string | null;
  department_code: string | null;
}

const IDENTITY_SQL = `
  SELECT c.siren, c.diffusion_status, c.denomination, c.sigle, c.usual_names,
         c.last_name, c.usage_name, c.first_names,
         c.legal_category_code, lc.label AS legal_category_label,
         c.naf_code, naf.label AS naf_label,
         c.administrative_status,
         to_char(c.creation_date, 'YYYY-MM-DD') AS creation_date,
         to_char(c.closure_date, 'YYYY-MM-DD') AS closure_date,
         e.siret AS head_office_siret, e.street_number, e.street_number_suffix, e.street_type,
         e.street_name, e.address_complement, e.postcode, e.city, e.department_code
    FROM companies c
    LEFT JOIN legal_categories lc ON lc.code = c.legal_category_code
    LEFT JOIN naf_codes naf ON naf.code = c.naf_code
    LEFT JOIN establishments e ON e.siret = c.siren || c.head_office_nic
   WHERE c.siren = $1`;

export async function findCompanyIdentity(pool: Pool, siren: string): Promise<CompanyIdentityRow | null> {
  const result = await pool.query<CompanyIdentityRow>({ name: 'company-identity', text: IDENTITY_SQL, values: [siren] });
  return result.rows[0] ?? null;
}
