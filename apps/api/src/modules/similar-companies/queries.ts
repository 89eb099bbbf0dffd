import type { Pool } from 'pg';
import type { CompanyNameFields } from '@registre/domain';

export interface SimilarityTargetRow {
  siren: string;
  naf_code: string | null;
  department_code: string | null;
  band_order: number | null;
}

const TARGET_SQL = `
  SELECT c.siren, c.naf_code, e.department_code, hb.sort_order AS band_order
    FROM companies c
    LEFT JOIN establishments e ON e.siren = c.siren AND e.nic = c.head_office_nic
    LEFT JOIN headcount_bands hb ON hb.code = c.headcount_band
   WHERE c.siren = $1`;

/** The company's activity, head-office department and headcount band order. */
export async function findSimilarityTarget(pool: Pool, siren: string): Promise<SimilarityTargetRow | null> {
  const result = await pool.query<SimilarityTargetRow>({ name: 'similar-target', text: TARGET_SQL, values: [siren] });
  return result.rows[0] ?? null;
}

export interface SimilarCompanyRow extends CompanyNameFields {
  siren: string;
  naf_code: string | null;
  naf_label: string | null;
  headcount_band: string | null;
  headcount_band_label: string | null;
  administrative_status: string;
  creation_date: string | null;
  postcode: string | null;
  city: string | null;
  department_code: string | null;
}

/**
 * How many companies of the same NAF subclass and head-office department are read on each side of the company's
 * SIREN (one range of `company_search_department_naf_siren_idx` each): the work stays bounded however large the
 * sector (docs/scoring.md, "Similar companies").
 */
export const SIMILAR_WINDOW = 100;

/** How many similar companies are answered. */
export const SIMILAR_LIMIT = 10;

// The candidates come from the search table (one row per company: its NAF code and its head office's department),
// whose index serves this range; the register keeps no index of its own for it (each costs the full-scale import a
// sort of 12.5 M rows). The head office is found through establishments' key, (siren, nic).
const SIMILAR_SQL = `
  WITH candidates AS (
    (SELECT siren FROM company_search
      WHERE department_code = $3 AND naf_code = $2 AND siren > $1
      ORDER BY siren LIMIT $4)
    UNION ALL
    (SELECT siren FROM company_search
      WHERE department_code = $3 AND naf_code = $2 AND siren < $1
      ORDER BY siren DESC LIMIT $4)
  ), ranked AS (
    SELECT c.siren, c.diffusion_status, c.legal_category_code, c.denomination, c.usual_names, c.last_name, c.usage_name,
           c.first_names, c.naf_code, c.headcount_band, hb.label AS headcount_band_label, c.administrative_status,
           c.creation_date, c.head_office_nic,
           (c.administrative_status = 'A') AS active,
           CASE WHEN $5::int IS NULL OR hb.sort_order IS NULL THEN 1000 ELSE abs(hb.sort_order - $5::int) END AS band_gap
      FROM candidates w
      JOIN companies c ON c.siren = w.siren
      LEFT JOIN headcount_bands hb ON hb.code = c.headcount_band
     WHERE c.naf_code = $2
     ORDER BY active DESC, band_gap, abs(c.siren::bigint - $1::bigint), c.siren
     LIMIT $6
  )
  SELECT r.siren, r.diffusion_status, r.legal_category_code, r.denomination, r.usual_names, r.last_name, r.usage_name,
         r.first_names, r.naf_code, naf.label AS naf_label, r.headcount_band, r.headcount_band_label, r.administrative_status,
         to_char(r.creation_date, 'YYYY-MM-DD') AS creation_date, e.postcode, e.city, e.department_code
    FROM ranked r
    JOIN establishments e ON e.siren = r.siren AND e.nic = r.head_office_nic AND e.department_code = $3
    LEFT JOIN naf_codes naf ON naf.code = r.naf_code
   ORDER BY r.active DESC, r.band_gap, abs(r.siren::bigint - $1::bigint), r.siren`;

export interface SimilarityTarget {
  siren: string;
  naf_code: string;
  department_code: string;
  band_order: number | null;
}

/** Up to SIMILAR_LIMIT companies of the same NAF subclass with their head office in the same department. */
export async function findSimilarCompanies(pool: Pool, target: SimilarityTarget): Promise<SimilarCompanyRow[]> {
  const result = await pool.query<SimilarCompanyRow>({
    name: 'similar-companies',
    text: SIMILAR_SQL,
    values: [target.siren, target.naf_code, target.department_code, SIMILAR_WINDOW, target.band_order, SIMILAR_LIMIT],
  });
  return result.rows;
}
