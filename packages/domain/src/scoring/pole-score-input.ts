import type { SectorIndicator, SectorQuartiles } from '../contracts/scoring/sector-reference';

/** The graded figures of one annual statement (percent, except liquidity: a plain ratio). */
export interface StatementFigures {
  fiscalYearEnd: string;
  turnoverCents: number | null;
  netMargin: number | null;
  ebitdaMargin: number | null;
  equityRatio: number | null;
  debtRatio: number | null;
  liquidityRatio: number | null;
}

/** Everything the pole score reads, gathered from the register (docs/scoring.md, "Inputs"). */
export interface PoleScoreInput {
  siren: string;
  status: 'active' | 'closed';
  /** YYYY-MM-DD */
  creationDate: string | null;
  /** The day the score is computed for (YYYY-MM-DD), to measure the company's age. */
  referenceDate: string;
  /** Most recent statement holding at least one graded ratio. */
  latest: StatementFigures | null;
  /** Turnover of the fiscal year closed 10 to 14 months before `latest`, when filed. */
  previousTurnoverCents: number | null;
  /** True when the company filed statements whose figures are all confidential. */
  hasConfidentialStatements: boolean;
  openInsolvencyProceeding: boolean;
  trademarksInForce: number;
  patents: number;
  sectorQuartiles: Partial<Record<SectorIndicator, SectorQuartiles>>;
}
