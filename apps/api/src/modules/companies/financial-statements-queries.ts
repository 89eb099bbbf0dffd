import type { Pool } from 'pg';

/** One fiscal year of annual accounts, as stored (money in cents as text: bigint). */
export interface FinancialStatementRow {
  fiscal_year_end: string;
  duration_months: number | null;
  balance_type: string | null;
  confidential: boolean;
  turnover_cents: string | null;
  net_result_cents: string | null;
  ebitda_cents: string | null;
  operating_result_cents: string | null;
  gross_margin_cents: string | null;
  equity_cents: string | null;
  total_assets_cents: string | null;
  debt_cents: string | null;
  employees: number | null;
  ebitda_margin: string | null;
  net_margin: string | null;
  debt_ratio: string | null;
  equity_ratio: string | null;
  liquidity_ratio: string | null;
  interest_coverage: string | null;
  repayment_capacity: string | null;
  cash_flow_to_turnover: string | null;
  working_capital_days: string | null;
  customer_credit_days: string | null;
}

const STATEMENTS_SQL = `
  SELECT to_char(fiscal_year_end, 'YYYY-MM-DD') AS fiscal_year_end, duration_months, balance_type, confidential,
         turnover_cents::text, net_result_cents::text, ebitda_cents::text, operating_result_cents::text,
         gross_margin_cents::text, equity_cents::text, total_assets_cents::text, debt_cents::text, employees,
         ebitda_margin::text, net_margin::text, debt_ratio::text, equity_ratio::text, liquidity_ratio::text,
         interest_coverage::text, repayment_capacity::text, cash_flow_to_turnover::text,
         working_capital_days::text, customer_credit_days::text
    FROM financial_statements
   WHERE siren = $1
   ORDER BY fiscal_year_end DESC
   LIMIT 100`;

/** The company's annual accounts, newest first. */
export async function findFinancialStatements(pool: Pool, siren: string): Promise<FinancialStatementRow[]> {
  return (await pool.query<FinancialStatementRow>({ name: 'company-financial-statements', text: STATEMENTS_SQL, values: [siren] })).rows;
}

/** A BODACC C notice of filed accounts. */
export interface AccountFilingRow {
  published_at: string;
  closing_date: string | null;
  filing_kind: string | null;
  description: string | null;
}

const FILINGS_SQL = `
  SELECT to_char(published_at, 'YYYY-MM-DD') AS published_at,
         jsonb_path_query_first(details, '$.depot.dateCloture') #>> '{}' AS closing_date,
         jsonb_path_query_first(details, '$.depot.typeDepot') #>> '{}' AS filing_kind,
         jsonb_path_query_first(details, '$.depot.descriptif') #>> '{}' AS description
    FROM announcements
   WHERE siren = $1 AND family = 'account_filing' AND NOT cancelled
   ORDER BY published_at DESC
   LIMIT 200`;

export async function findAccountFilings(pool: Pool, siren: string): Promise<AccountFilingRow[]> {
  return (await pool.query<AccountFilingRow>({ name: 'company-account-filings', text: FILINGS_SQL, values: [siren] })).rows;
}
