import type { IndicatorScore, SubScore } from '../contracts/scoring/pole-score';
import type { PoleScoreInput } from './pole-score-input';
import { gradedScore } from './sub-score';
import { IP_POINTS } from './thresholds';

function countScore(indicator: IndicatorScore['indicator'], count: number, perItem: number, cap: number): IndicatorScore {
  const points = perItem * Math.min(count, cap);
  return { indicator, value: count, points, absolute_points: points, sector_points: null, sector: null };
}

/**
 * Industrial property: 20 points per patent (3 at most) plus 10 per trademark in force
 * (4 at most), so 100 at 3 patents and 4 trademarks. The register's counts are complete
 * (INPI data), so zero is a measurement and the grade is never null.
 */
export function industrialProperty(input: PoleScoreInput): SubScore {
  const patents = countScore('patents', input.patents, IP_POINTS.perPatent, IP_POINTS.maxPatents);
  const trademarks = countScore('trademarks_in_force', input.trademarksInForce, IP_POINTS.perTrademark, IP_POINTS.maxTrademarks);
  return gradedScore(Math.min(100, patents.points + trademarks.points), [patents, trademarks]);
}
