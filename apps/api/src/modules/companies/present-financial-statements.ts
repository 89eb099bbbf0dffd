import type { BalanceSheet, BalanceSheetDetail, BalanceType, IncomeStatementDetail } from '@registre/domain';
import { isoDateOrNull } from './iso-date';
import type { AccountFilingRow, FinancialStatementRow } from './financial-statements-queries';

const BALANCE_TYPES: Record<string, BalanceType> = { C: 'complete', S: 'simplified', K: 'consolidated' };

export const balanceType = (code: string | null): BalanceType | null => (code ? (BALANCE_TYPES[code] ?? null) : null);

/** bigint cents and numeric ratios arrive as text: read them as numbers. */
export const amount = (value: string | null): number | null => (value === null ? null : Number(value));

/** Why the figures of a statement are not shown: confidential filing first, then the request's wish. */
export function unavailableReason(row: FinancialStatementRow, hidden: boolean): 'confidential' | 'hidden' | null {
  if (row.confidential) return 'confidential';
  return hidden ? 'hidden' : null;
}

const hasFigures = (row: FinancialStatementRow) =>
  !row.confidential && [row.turnover_cents, row.net_result_cents, row.total_assets_cents, row.equity_cents, row.ebitda_cents].some((v) => v !== null);

/** BODACC C wording of accounts filed with a confidentiality declaration. */
const CONFIDENTIAL = /confidenti(?:el|alit)/i;

/**
 * Annual accounts filed, newest first: the years the register holds statements for, completed
 * by the filings the BODACC C announced (a filing without figures, or filed confidential).
 */
export function presentBalanceSheets(statements: readonly FinancialStatementRow[], filings: readonly AccountFilingRow[]): BalanceSheet[] {
  const published = new Map<string, AccountFilingRow>();
  for (const filing of filings) {
    const closing = isoDateOrNull(filing.closing_date);
    if (closing && !published.has(closing)) published.set(closing, filing);
  }
  const sheets = new Map<string, BalanceSheet>();
  for (const row of statements) {
    sheets.set(row.fiscal_year_end, {
      fiscal_year_end: row.fiscal_year_end,
      duration_months: row.duration_months,
      balance_type: balanceType(row.balance_type),
      confidential: row.confidential,
      has_figures: hasFigures(row),
      published_at: published.get(row.fiscal_year_end)?.published_at ?? null,
    });
  }
  for (const [closing, filing] of published) {
    if (sheets.has(closing)) continue;
    sheets.set(closing, {
      fiscal_year_end: closing,
      duration_months: null,
      balance_type: null,
      confidential: CONFIDENTIAL.test(`${filing.filing_kind ?? ''} ${filing.description ?? ''}`),
      has_figures: false,
      published_at: filing.published_at,
    });
  }
  return [...sheets.values()].sort((a, b) => b.fiscal_year_end.localeCompare(a.fiscal_year_end));
}

/**
 * One fiscal year with its figures, or without them and the reason why: the shape shared by the
 * detail lists and the financial diagnostics.
 */
export function yearWithFigures<F>(row: FinancialStatementRow, hidden: boolean, figuresOf: (row: FinancialStatementRow) => F) {
  const reason = unavailableReason(row, hidden);
  return {
    fiscal_year_end: row.fiscal_year_end,
    duration_months: row.duration_months,
    balance_type: balanceType(row.balance_type),
    reason,
    figures: reason ? null : figuresOf(row),
  };
}

function detail<F>(row: FinancialStatementRow, hidden: boolean, figuresOf: (row: FinancialStatementRow) => F) {
  const { reason, ...year } = yearWithFigures(row, hidden, figuresOf);
  return { ...year, figures_unavailable_reason: reason };
}

const balanceSheetFigures = (row: FinancialStatementRow) => ({
  total_assets_cents: amount(row.total_assets_cents),
  equity_cents: amount(row.equity_cents),
  financial_debt_cents: amount(row.debt_cents),
  equity_ratio: amount(row.equity_ratio),
  debt_ratio: amount(row.debt_ratio),
  liquidity_ratio: amount(row.liquidity_ratio),
  working_capital_days: amount(row.working_capital_days),
  customer_credit_days: amount(row.customer_credit_days),
});

const incomeStatementFigures = (row: FinancialStatementRow) => ({
  turnover_cents: amount(row.turnover_cents),
  gross_margin_cents: amount(row.gross_margin_cents),
  ebitda_cents: amount(row.ebitda_cents),
  operating_result_cents: amount(row.operating_result_cents),
  net_result_cents: amount(row.net_result_cents),
  ebitda_margin: amount(row.ebitda_margin),
  net_margin: amount(row.net_margin),
  cash_flow_to_turnover: amount(row.cash_flow_to_turnover),
  employees: row.employees,
});

export function presentBalanceSheetDetails(rows: readonly FinancialStatementRow[], hidden: boolean): BalanceSheetDetail[] {
  return rows.map((row) => detail(row, hidden, balanceSheetFigures));
}

export function presentIncomeStatementDetails(rows: readonly FinancialStatementRow[], hidden: boolean): IncomeStatementDetail[] {
  return rows.map((row) => detail(row, hidden, incomeStatementFigures));
}

/** Percent change of turnover from `previous` to `current`; null when either is unknown or the base is 0. */
export function turnoverGrowth(current: FinancialStatementRow | undefined, previous: FinancialStatementRow | undefined): number | null {
  const now = amount(current?.turnover_cents ?? null);
  const before = amount(previous?.turnover_cents ?? null);
  if (now === null || before === null || before === 0 || current?.confidential || previous?.confidential) return null;
  return Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
}
