import type { Pool } from 'pg';
import { queryPage } from './query-page';
import type { StreetParts } from './street-line';

export interface EstablishmentRow extends StreetParts {
  siret: string;
  nic: string;
  diffusion_status: string;
  is_head_office: boolean;
  administrative_status: string;
  creation_date: string | null;
  closure_date: string | null;
  usual_name: string | null;
  signs: string[] | null;
  naf_code: string | null;
  naf_label: string | null;
  headcount_band: string | null;
  headcount_band_label: string | null;
  headcount_year: number | null;
  postcode: string | null;
  city: string | null;
  foreign_city: string | null;
  department_code: string | null;
  country_label: string | null;
}

const STATUS_FILTER = `($2::char IS NULL OR e.administrative_status = $2)`;

const PAGE_SQL = `
  SELECT e.siret, e.nic, e.diffusion_status, e.is_head_office, e.administrative_status,
         to_char(e.creation_date, 'YYYY-MM-DD') AS creation_date, to_char(e.closure_date, 'YYYY-MM-DD') AS closure_date,
         e.usual_name, e.signs, e.naf_code, naf.label AS naf_label,
         e.headcount_band, hb.label AS headcount_band_label, e.headcount_year,
         e.street_number, e.street_number_suffix, e.street_type, e.street_name, e.postcode, e.city, e.foreign_city,
         e.department_code, e.country_label
    FROM establishments e
    LEFT JOIN naf_codes naf ON naf.code = e.naf_code
    LEFT JOIN headcount_bands hb ON hb.code = e.headcount_band
   WHERE e.siren = $1 AND ${STATUS_FILTER}
   ORDER BY e.is_head_office DESC, e.administrative_status, e.siret
   LIMIT $3 OFFSET $4`;

const COUNT_SQL = `SELECT count(*)::int AS total FROM establishments e WHERE e.siren = $1 AND ${STATUS_FILTER}`;

/** One page of the company's establishments: head office first, then open ones, by SIRET. */
export async function findEstablishmentsPage(
  pool: Pool,
  siren: string,
  status: 'A' | 'F' | null,
  limit: number,
  offset: number,
): Promise<{ rows: EstablishmentRow[]; total: number }> {
  return queryPage<EstablishmentRow>(pool, 'company-establishments', { page: PAGE_SQL, count: COUNT_SQL }, [siren, status], limit, offset);
}

export interface EstablishmentHeadcountRow {
  siret: string;
  is_head_office: boolean;
  city: string | null;
  headcount_band: string;
  headcount_band_label: string | null;
  headcount_year: number | null;
  total: number;
}

const HEADCOUNT_SQL = `
  SELECT e.siret, e.is_head_office, e.city, e.headcount_band, hb.label AS headcount_band_label, e.headcount_year,
         count(*) OVER ()::int AS total
    FROM establishments e
    JOIN headcount_bands hb ON hb.code = e.headcount_band
   WHERE e.siren = $1 AND e.administrative_status = 'A' AND e.headcount_band NOT IN ('NN', '00')
   ORDER BY hb.sort_order DESC, e.is_head_office DESC, e.siret
   LIMIT 100`;

/** Open establishments with employees, largest band first (at most 100, with the total). */
export async function findEstablishmentHeadcounts(pool: Pool, siren: string): Promise<EstablishmentHeadcountRow[]> {
  return (await pool.query<EstablishmentHeadcountRow>({ name: 'company-establishment-headcounts', text: HEADCOUNT_SQL, values: [siren] })).rows;
}
