import type { ScoredIndicator } from '../contracts/scoring/pole-score';
import type { ThresholdScale } from './threshold-steps';

/**
 * The fixed scales of the pole score (docs/scoring.md, "Indicators"). Margins, ratios and
 * growth in percent, liquidity as a plain ratio, age in years, counts as numbers.
 */
export const SCALES: Readonly<Record<Exclude<ScoredIndicator, 'trademarks_in_force' | 'patents'>, ThresholdScale>> = {
  net_margin: { higherIsBetter: true, steps: [[10, 100], [5, 80], [2, 60], [0, 40], [-5, 20]], below: 0 },
  ebitda_margin: { higherIsBetter: true, steps: [[15, 100], [10, 80], [5, 60], [0, 40], [-5, 20]], below: 0 },
  turnover_growth: { higherIsBetter: true, steps: [[15, 100], [5, 80], [0, 60], [-5, 40], [-15, 20]], below: 0 },
  equity_ratio: { higherIsBetter: true, steps: [[40, 100], [25, 75], [15, 50], [5, 25]], below: 0 },
  debt_ratio: { higherIsBetter: false, steps: [[50, 100], [100, 75], [200, 50], [400, 25]], below: 0 },
  liquidity_ratio: { higherIsBetter: true, steps: [[2, 100], [1.5, 75], [1, 50], [0.7, 25]], below: 0 },
  company_age: { higherIsBetter: true, steps: [[20, 100], [10, 80], [5, 60], [2, 40]], below: 20 },
};

/** Points of a value against its sector's quartiles, best quarter first. */
export const SECTOR_QUARTER_POINTS = { top: 100, second: 70, third: 40, bottom: 10 } as const;

/** A sector's quartiles are used when it holds at least this many peers. */
export const MIN_SECTOR_PEERS = 10;

/** Industrial property: points per patent and per trademark in force, each count capped. */
export const IP_POINTS = { perPatent: 20, maxPatents: 3, perTrademark: 10, maxTrademarks: 4 } as const;

/** Weights of the overall grade, renormalised over the sub-grades that exist. */
export const OVERALL_WEIGHTS = { financial_performance: 0.45, resilience: 0.45, industrial_property: 0.1 } as const;

/** Points a grade is capped at by an open insolvency proceeding (grade F). */
export const INSOLVENCY_CAP = 19;

/** Trademark statuses that count as "in force" (filed and not expired, withdrawn or rejected). */
export const TRADEMARK_STATUSES_IN_FORCE: readonly string[] = ['filed', 'published', 'opposed', 'registered'];
