import type { FinancialDiagnosticsStats } from '@registre/domain';
import { amount, turnoverGrowth, yearWithFigures, type FinancialStatementRow } from '../companies';

/**
 * The ratios of each fiscal year, oldest first, as filed (INPI/BCE ratios dataset), plus the
 * turnover growth against the year before. A confidential filing, or a request hiding financial
 * data, gives no ratios and says why.
 */
export function presentRatiosByYear(siren: string, newestFirst: readonly FinancialStatementRow[], hidden: boolean): FinancialDiagnosticsStats {
  const rows = [...newestFirst].reverse();
  return {
    siren,
    years: rows.map((row, index) => {
      const { reason, figures, ...year } = yearWithFigures(row, hidden, (shown) => ({
        turnover_growth: turnoverGrowth(shown, rows[index - 1]),
        ebitda_margin: amount(shown.ebitda_margin),
        net_margin: amount(shown.net_margin),
        debt_ratio: amount(shown.debt_ratio),
        equity_ratio: amount(shown.equity_ratio),
        liquidity_ratio: amount(shown.liquidity_ratio),
        interest_coverage: amount(shown.interest_coverage),
        repayment_capacity: amount(shown.repayment_capacity),
        cash_flow_to_turnover: amount(shown.cash_flow_to_turnover),
        working_capital_days: amount(shown.working_capital_days),
        customer_credit_days: amount(shown.customer_credit_days),
      }));
      return { ...year, ratios: figures, ratios_unavailable_reason: reason };
    }),
  };
}
