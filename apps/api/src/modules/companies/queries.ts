import type { Pool } from 'pg';
import type { StreetParts } from './street-line';

/** One company with its head office and the labels of its codes, as stored. */
export interface CompanyIdentityRow extends StreetParts {
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
  /** etatAdministratifEtablissement of the head office: A open, F closed. */
  head_office_status: string | null;
  address_complement: string | null;
  postcode: string | null;
  city: string | null;
  department_code: string | null;
}

/** The identity's columns, over `companies c` joined as in {@link IDENTITY_FROM}. */
export const IDENTITY_COLUMNS = `
  c.siren, c.diffusion_status, c.denomination, c.sigle, c.usual_names,
  c.last_name, c.usage_name, c.first_names,
  c.legal_category_code, lc.label AS legal_category_label,
  c.naf_code, naf.label AS naf_label,
  c.administrative_status,
  to_char(c.creation_date, 'YYYY-MM-DD') AS creation_date,
  to_char(c.closure_date, 'YYYY-MM-DD') AS closure_date,
  e.siret AS head_office_siret, e.administrative_status AS head_office_status, e.street_number, e.street_number_suffix, e.street_type,
  e.street_name, e.address_complement, e.postcode, e.city, e.department_code`;

/** A company with the labels of its codes and its head office. */
export const IDENTITY_FROM = `
    FROM companies c
    LEFT JOIN legal_categories lc ON lc.code = c.legal_category_code
    LEFT JOIN naf_codes naf ON naf.code = c.naf_code
    LEFT JOIN establishments e ON e.siren = c.siren AND e.nic = c.head_office_nic`;

const IDENTITY_SELECT = `SELECT ${IDENTITY_COLUMNS} ${IDENTITY_FROM}`;

const IDENTITY_SQL = `${IDENTITY_SELECT} WHERE c.siren = $1`;
const IDENTITIES_SQL = `${IDENTITY_SELECT} WHERE c.siren = ANY($1::char(9)[])`;

export async function findCompanyIdentity(pool: Pool, siren: string): Promise<CompanyIdentityRow | null> {
  const result = await pool.query<CompanyIdentityRow>({ name: 'company-identity', text: IDENTITY_SQL, values: [siren] });
  return result.rows[0] ?? null;
}

/** Several companies at once (for the complementary information of a list of identifiers). */
export async function findCompanyIdentities(pool: Pool, sirens: readonly string[]): Promise<CompanyIdentityRow[]> {
  if (sirens.length === 0) return [];
  return (await pool.query<CompanyIdentityRow>({ name: 'company-identities', text: IDENTITIES_SQL, values: [sirens] })).rows;
}

/** An establishment's address and state, for a SIRET lookup. */
export interface EstablishmentAddressRow extends StreetParts {
  siret: string;
  siren: string;
  is_head_office: boolean;
  administrative_status: string;
  diffusion_status: string;
  postcode: string | null;
  city: string | null;
  department_code: string | null;
}

const ESTABLISHMENTS_SQL = `
  SELECT siret, siren, is_head_office, administrative_status, diffusion_status, street_number, street_number_suffix,
         street_type, street_name, postcode, city, department_code
    FROM establishments
   WHERE (siren, nic) IN (SELECT * FROM unnest($1::char(9)[], $2::char(5)[]))`;

/** Establishments by SIRET, through their key (SIREN, NIC). */
export async function findEstablishmentAddresses(pool: Pool, sirets: readonly string[]): Promise<EstablishmentAddressRow[]> {
  if (sirets.length === 0) return [];
  const values = [sirets.map((siret) => siret.slice(0, 9)), sirets.map((siret) => siret.slice(9))];
  return (await pool.query<EstablishmentAddressRow>({ name: 'establishment-addresses', text: ESTABLISHMENTS_SQL, values })).rows;
}
