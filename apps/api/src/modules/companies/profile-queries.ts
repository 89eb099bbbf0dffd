import type { Pool } from 'pg';
import { IDENTITY_COLUMNS, IDENTITY_FROM, type CompanyIdentityRow } from './queries';
import { LEADER_CANDIDATES_SQL, type MandateRow } from './representatives-queries';

/** Entries per profile section, as stored. */
export interface SectionCountsRow {
  establishments: number;
  open_establishments: number;
  representatives: number;
  financial_statements: number;
  public_financial_statements: number;
  acts: number;
  insolvency_proceedings: number;
  commercial_advertisements: number;
  brands: number;
  patents: number;
  agreements: number;
}

/** The counts of {@link SectionCountsRow} for the company `$1`, as select-list columns. */
const SECTION_COUNT_COLUMNS = `
  (SELECT count(*) FROM establishments WHERE siren = $1)::int AS establishments,
  (SELECT count(*) FROM establishments WHERE siren = $1 AND administrative_status = 'A')::int AS open_establishments,
  (SELECT count(*) FROM mandates WHERE siren = $1)::int AS representatives,
  (SELECT count(*) FROM financial_statements WHERE siren = $1)::int AS financial_statements,
  (SELECT count(*) FROM financial_statements WHERE siren = $1 AND NOT confidential)::int AS public_financial_statements,
  (SELECT count(*) FROM deposited_acts WHERE siren = $1)::int AS acts,
  (SELECT count(*) FROM insolvency_proceedings WHERE siren = $1)::int AS insolvency_proceedings,
  (SELECT count(*) FROM announcements WHERE siren = $1)::int AS commercial_advertisements,
  (SELECT count(*) FROM trademarks WHERE siren = $1)::int AS brands,
  (SELECT count(*) FROM patents WHERE siren = $1)::int AS patents,
  (SELECT count(*) FROM company_agreements WHERE siren = $1)::int AS agreements`;

const COUNTS_SQL = `SELECT ${SECTION_COUNT_COLUMNS}`;

export async function countSections(pool: Pool, siren: string): Promise<SectionCountsRow> {
  const result = await pool.query<SectionCountsRow>({ name: 'company-section-counts', text: COUNTS_SQL, values: [siren] });
  return result.rows[0] as SectionCountsRow;
}

/**
 * Everything the profile shows, read in one statement (one round trip, one pooled connection):
 * the identity, the stored facts beyond it (RNE capital and purpose, Sirene headcount…), the
 * entries per section and the current mandates that may make someone the main leader.
 */
export interface CompanyProfileRow extends CompanyIdentityRow, SectionCountsRow {
  share_capital_cents: string | null;
  capital_currency: string | null;
  corporate_purpose: string | null;
  rcs_registration_date: string | null;
  headcount_band: string | null;
  headcount_band_label: string | null;
  headcount_year: number | null;
  company_category: string | null;
  ess: boolean | null;
  mission_company: boolean | null;
  employer: boolean | null;
  /** Registry city named by the latest BODACC notice that gives one. */
  registry_city: string | null;
  /** Current mandates whose role can make someone the main leader (JSON, keys as in {@link MandateRow}). */
  leader_candidates: MandateRow[];
}

const PROFILE_SQL = `
  SELECT ${IDENTITY_COLUMNS},
         c.share_capital_cents::text AS share_capital_cents, c.capital_currency, c.corporate_purpose,
         to_char(c.rcs_registration_date, 'YYYY-MM-DD') AS rcs_registration_date,
         c.headcount_band, hb.label AS headcount_band_label, c.headcount_year, c.company_category,
         c.ess, c.mission_company, c.employer,
         (SELECT jsonb_path_query_first(a.details, '$.listepersonnes.personne.numeroImmatriculation.nomGreffeImmat') #>> '{}'
            FROM announcements a
           WHERE a.siren = c.siren
             AND jsonb_path_exists(a.details, '$.listepersonnes.personne.numeroImmatriculation.nomGreffeImmat')
           ORDER BY a.published_at DESC
           LIMIT 1) AS registry_city,
         ${SECTION_COUNT_COLUMNS},
         (SELECT coalesce(json_agg(candidate), '[]'::json) FROM (${LEADER_CANDIDATES_SQL}) candidate) AS leader_candidates
    ${IDENTITY_FROM}
    LEFT JOIN headcount_bands hb ON hb.code = c.headcount_band
   WHERE c.siren = $1`;

export async function findCompanyProfile(pool: Pool, siren: string): Promise<CompanyProfileRow | null> {
  const result = await pool.query<CompanyProfileRow>({ name: 'company-profile', text: PROFILE_SQL, values: [siren] });
  return result.rows[0] ?? null;
}

/** The few stored facts every section needs: existence, diffusion, legal form, status. */
export interface CompanyFactsRow {
  siren: string;
  diffusion_status: string;
  legal_category_code: string | null;
  administrative_status: string;
  naf_code: string | null;
  head_office_nic: string | null;
  creation_date: string | null;
  share_capital_cents: string | null;
  capital_currency: string | null;
  headcount_band: string | null;
  headcount_band_label: string | null;
  headcount_year: number | null;
}

const FACTS_SQL = `
  SELECT c.siren, c.diffusion_status, c.legal_category_code, c.administrative_status, c.naf_code, c.head_office_nic,
         to_char(c.creation_date, 'YYYY-MM-DD') AS creation_date, c.share_capital_cents::text AS share_capital_cents,
         c.capital_currency, c.headcount_band, hb.label AS headcount_band_label, c.headcount_year
    FROM companies c
    LEFT JOIN headcount_bands hb ON hb.code = c.headcount_band
   WHERE c.siren = $1`;

export async function findCompanyFacts(pool: Pool, siren: string): Promise<CompanyFactsRow | null> {
  const result = await pool.query<CompanyFactsRow>({ name: 'company-facts', text: FACTS_SQL, values: [siren] });
  return result.rows[0] ?? null;
}
