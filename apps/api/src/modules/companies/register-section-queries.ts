import type { Pool } from 'pg';
import { queryPage } from './query-page';

/**
 * Sections read straight from one table each: deposited acts, insolvency proceedings and
 * collective agreements. Every list is bounded; none of them is long for one company.
 */
export interface DepositedActRow {
  id: string;
  filing_number: string | null;
  filing_date: string | null;
  act_type: string | null;
  description: string | null;
  confidential: boolean;
}

/** The company's acts, newest first: the whole list (bounded) or one page of it. */
const ACTS_SELECT = `
  SELECT id::text, filing_number, to_char(filing_date, 'YYYY-MM-DD') AS filing_date, act_type, description, confidential
    FROM deposited_acts
   WHERE siren = $1
   ORDER BY filing_date DESC NULLS LAST, id DESC`;

const ACTS_SQL = `${ACTS_SELECT}
   LIMIT 1000`;

export async function findDepositedActs(pool: Pool, siren: string): Promise<DepositedActRow[]> {
  return (await pool.query<DepositedActRow>({ name: 'company-deposited-acts', text: ACTS_SQL, values: [siren] })).rows;
}

const ACTS_PAGE_SQL = `${ACTS_SELECT}
   LIMIT $2 OFFSET $3`;

const ACTS_COUNT_SQL = 'SELECT count(*)::int AS total FROM deposited_acts WHERE siren = $1';

/** One page of the company's deposited acts (same order as `findDepositedActs`) and their total. */
export async function findDepositedActsPage(pool: Pool, siren: string, limit: number, offset: number): Promise<{ rows: DepositedActRow[]; total: number }> {
  return queryPage<DepositedActRow>(pool, 'company-deposited-acts', { page: ACTS_PAGE_SQL, count: ACTS_COUNT_SQL }, [siren], limit, offset);
}

/**
 * The RNE document id (INPI's 24-hex id) of a public act of the company under a filing number, for the
 * official delivery of an `acts` order: `preferred` when it is one of them, else the first; null when none.
 */
export async function findActDocumentId(pool: Pool, siren: string, filingNumber: string, preferred: string | null): Promise<string | null> {
  const { rows } = await pool.query<{ source_id: string }>({
    name: 'company-act-document-id',
    text: `SELECT source_id FROM deposited_acts
            WHERE siren = $1 AND filing_number = $2 AND NOT confidential AND source_id IS NOT NULL
            ORDER BY source_id = $3 DESC NULLS LAST, id LIMIT 1`,
    values: [siren, filingNumber, preferred],
  });
  return rows[0]?.source_id ?? null;
}

export interface InsolvencyProceedingRow {
  id: string;
  kind: string;
  status: string;
  opened_at: string | null;
  closed_at: string | null;
  court: string | null;
  last_judgment_label: string | null;
  last_judgment_date: string | null;
}

const INSOLVENCY_SQL = `
  SELECT id::text, kind, status, to_char(opened_at, 'YYYY-MM-DD') AS opened_at, to_char(closed_at, 'YYYY-MM-DD') AS closed_at,
         court, last_judgment_label, to_char(last_judgment_date, 'YYYY-MM-DD') AS last_judgment_date
    FROM insolvency_proceedings
   WHERE siren = $1
   ORDER BY opened_at DESC NULLS LAST, id DESC
   LIMIT 200`;

export async function findInsolvencyProceedings(pool: Pool, siren: string): Promise<InsolvencyProceedingRow[]> {
  return (await pool.query<InsolvencyProceedingRow>({ name: 'company-insolvency', text: INSOLVENCY_SQL, values: [siren] })).rows;
}

const AGREEMENTS_SQL = `
  SELECT ca.idcc, coalesce(cl.title, 'IDCC ' || ca.idcc) AS title
    FROM company_agreements ca
    LEFT JOIN collective_agreements cl ON cl.idcc = ca.idcc
   WHERE ca.siren = $1
   ORDER BY ca.idcc
   LIMIT 200`;

export async function findAgreements(pool: Pool, siren: string): Promise<Array<{ idcc: string; title: string }>> {
  return (await pool.query<{ idcc: string; title: string }>({ name: 'company-agreements', text: AGREEMENTS_SQL, values: [siren] })).rows;
}
