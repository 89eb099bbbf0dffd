import { chooseSectorQuartiles, nafDivision, type PoleScoreInput, type SectorStatisticRow } from '@registre/domain';
import type { ScoringFactsRow } from './queries';

/** Today in UTC, YYYY-MM-DD: the date a company's age is measured at. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** The sector codes (subclass and division) whose quartiles the given companies need. */
export function sectorCodesOf(rows: readonly ScoringFactsRow[]): string[] {
  const codes = new Set<string>();
  for (const row of rows) {
    if (!row.naf_code) continue;
    codes.add(row.naf_code);
    codes.add(nafDivision(row.naf_code));
  }
  return [...codes];
}

/** A stored company's facts as the pole-score model's input. */
export function poleScoreInput(row: ScoringFactsRow, sectorRows: readonly SectorStatisticRow[], referenceDate: string): PoleScoreInput {
  return {
    siren: row.siren,
    status: row.administrative_status === 'C' ? 'closed' : 'active',
    creationDate: row.creation_date,
    referenceDate,
    latest: row.fiscal_year_end
      ? {
          fiscalYearEnd: row.fiscal_year_end,
          turnoverCents: row.turnover_cents,
          netMargin: row.net_margin,
          ebitdaMargin: row.ebitda_margin,
          equityRatio: row.equity_ratio,
          debtRatio: row.debt_ratio,
          liquidityRatio: row.liquidity_ratio,
        }
      : null,
    previousTurnoverCents: row.previous_turnover_cents,
    hasConfidentialStatements: row.has_confidential_statements,
    openInsolvencyProceeding: row.open_insolvency_proceeding,
    trademarksInForce: row.trademarks_in_force,
    patents: row.patents,
    sectorQuartiles: chooseSectorQuartiles(row.naf_code, sectorRows),
  };
}
