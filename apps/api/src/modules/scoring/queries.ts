import { TRADEMARK_STATUSES_IN_FORCE, type SectorStatisticRow } from '@registre/domain';
import type { Pool } from 'pg';
import type { CompanyNameFields } from '@registre/domain';

/** What the scores read about one company (numbers as float8, dates as YYYY-MM-DD). */
export interface ScoringFactsRow extends CompanyNameFields {
  siren: string;
  administrative_status: string;
  creation_date: string | null;
  naf_code: string | null;
  fiscal_year_end: string | null;
  turnover_cents: number | null;
  net_margin: number | null;
  ebitda_margin: number | null;
  equity_ratio: number | null;
  debt_ratio: number | null;
  liquidity_ratio: number | null;
  customer_credit_days: number | null;
  previous_turnover_cents: number | null;
  has_confidential_statements: boolean;
  open_insolvency_proceeding: boolean;
  trademarks_in_force: number;
  patents: number;
}

/** A statement is graded when it holds one of these ratios (docs/scoring.md, same rule in refresh_sector_statistics). */
const GRADED = `(f.net_margin IS NOT NULL OR f.ebitda_margin IS NOT NULL OR f.equity_ratio IS NOT NULL
                 OR f.debt_ratio IS NOT NULL OR f.liquidity_ratio IS NOT NULL)`;

const SCORING_FACTS_SQL = `
  SELECT c.siren, c.administrative_status, to_char(c.creation_date, 'YYYY-MM-DD') AS creation_date, c.naf_code,
         c.diffusion_status, c.legal_category_code, c.denomination, c.usual_names, c.last_name, c.usage_name, c.first_names,
         to_char(s.fiscal_year_end, 'YYYY-MM-DD') AS fiscal_year_end,
         s.turnover_cents::float8 AS turnover_cents, s.net_margin::float8 AS net_margin, s.ebitda_margin::float8 AS ebitda_margin,
         s.equity_ratio::float8 AS equity_ratio, s.debt_ratio::float8 AS debt_ratio, s.liquidity_ratio::float8 AS liquidity_ratio,
         s.customer_credit_days::float8 AS customer_credit_days,
         p.turnover_cents::float8 AS previous_turnover_cents,
         EXISTS (SELECT 1 FROM financial_statements f WHERE f.siren = c.siren AND f.confidential) AS has_confidential_statements,
         EXISTS (SELECT 1 FROM insolvency_proceedings ip WHERE ip.siren = c.siren AND ip.status = 'open') AS open_insolvency_proceeding,
         (SELECT count(*) FROM trademarks t WHERE t.siren = c.siren AND t.status = ANY($2::text[]))::int AS trademarks_in_force,
         (SELECT count(*) FROM patents pt WHERE pt.siren = c.siren)::int AS patents
    FROM companies c
    LEFT JOIN LATERAL (
      SELECT f.* FROM financial_statements f
       WHERE f.siren = c.siren AND ${GRADED}
       ORDER BY f.fiscal_year_end DESC LIMIT 1
    ) s ON true
    LEFT JOIN LATERAL (
      SELECT f.turnover_cents FROM financial_statements f
       WHERE f.siren = c.siren
         AND f.fiscal_year_end BETWEEN s.fiscal_year_end - interval '14 months' AND s.fiscal_year_end - interval '10 months'
       ORDER BY f.fiscal_year_end DESC LIMIT 1
    ) p ON true
   WHERE c.siren = ANY($1::char(9)[])
   ORDER BY c.siren`;

export async function findScoringFacts(pool: Pool, sirens: string[]): Promise<ScoringFactsRow[]> {
  const result = await pool.query<ScoringFactsRow>({
    name: 'scoring-facts',
    text: SCORING_FACTS_SQL,
    values: [sirens, TRADEMARK_STATUSES_IN_FORCE],
  });
  return result.rows;
}

const SECTOR_STATISTICS_SQL = `
  SELECT sector_code, indicator, peer_count, q1::float8 AS q1, median::float8 AS median, q3::float8 AS q3
    FROM sector_statistics WHERE sector_code = ANY($1::varchar[])`;

/** Quartile rows of the given sectors (NAF subclasses and divisions). */
export async function findSectorStatistics(pool: Pool, sectorCodes: string[]): Promise<SectorStatisticRow[]> {
  if (sectorCodes.length === 0) return [];
  const result = await pool.query<SectorStatisticRow>({ name: 'scoring-sector-statistics', text: SECTOR_STATISTICS_SQL, values: [sectorCodes] });
  return result.rows;
}

export interface NafLabelRow {
  code: string;
  label: string;
}

export async function findNafLabels(pool: Pool, codes: string[]): Promise<NafLabelRow[]> {
  const result = await pool.query<NafLabelRow>({
    name: 'scoring-naf-labels',
    text: 'SELECT code, label FROM naf_codes WHERE code = ANY($1::varchar[])',
    values: [codes],
  });
  return result.rows;
}

export interface EcologicalFactsRow {
  siren: string;
  administrative_status: string;
  naf_code: string | null;
  naf_label: string | null;
  ess: boolean | null;
  mission_company: boolean | null;
  open_establishments: number;
  departments: number;
}

const ECOLOGICAL_FACTS_SQL = `
  SELECT c.siren, c.administrative_status, c.naf_code, naf.label AS naf_label, c.ess, c.mission_company,
         coalesce(e.open_establishments, 0) AS open_establishments, coalesce(e.departments, 0) AS departments
    FROM companies c
    LEFT JOIN naf_codes naf ON naf.code = c.naf_code
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS open_establishments, count(DISTINCT department_code)::int AS departments
        FROM establishments WHERE siren = c.siren AND administrative_status = 'A'
    ) e ON true
   WHERE c.siren = $1`;

export async function findEcologicalFacts(pool: Pool, siren: string): Promise<EcologicalFactsRow | null> {
  const result = await pool.query<EcologicalFactsRow>({ name: 'scoring-ecological-facts', text: ECOLOGICAL_FACTS_SQL, values: [siren] });
  return result.rows[0] ?? null;
}

/** Most companies a director's aggregate reads (legal-entity directors can hold thousands of mandates). */
export const DIRECTOR_COMPANIES_LIMIT = 1000;

const DIRECTOR_COMPANIES_SQL = `
  SELECT p.id IS NOT NULL AS found, m.sirens
    FROM (SELECT 1) one
    LEFT JOIN persons p ON p.id = $1
    LEFT JOIN LATERAL (
      SELECT coalesce(array_agg(siren ORDER BY siren), '{}') AS sirens
        FROM (SELECT DISTINCT siren FROM mandates WHERE person_id = $1 AND is_current ORDER BY siren LIMIT $2) current
    ) m ON true`;

/** Whether the person exists, and the companies where they hold a current mandate. */
export async function findDirectorCompanies(pool: Pool, personId: number): Promise<{ found: boolean; sirens: string[] }> {
  const result = await pool.query<{ found: boolean; sirens: string[] }>({
    name: 'scoring-director-companies',
    text: DIRECTOR_COMPANIES_SQL,
    values: [personId, DIRECTOR_COMPANIES_LIMIT],
  });
  return result.rows[0] ?? { found: false, sirens: [] };
}
