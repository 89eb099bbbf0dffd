import type { IndicatorScore, SubScore } from '../contracts/scoring/pole-score';
import { scoreIndicator } from './indicator-score';
import type { PoleScoreInput } from './pole-score-input';
import { missingScore, noStatementScore, scoreFromIndicators } from './sub-score';
import { SCALES } from './thresholds';
import { turnoverGrowth } from './turnover-growth';

/**
 * Financial performance: net margin and EBITDA margin (fixed scale blended with the sector's
 * quartiles), and turnover growth over the previous year (fixed scale). Needs a margin.
 */
export function financialPerformance(input: PoleScoreInput): SubScore {
  const { latest, sectorQuartiles } = input;
  if (!latest) return noStatementScore(input);
  const indicators: IndicatorScore[] = [];
  if (latest.netMargin !== null) indicators.push(scoreIndicator('net_margin', latest.netMargin, SCALES.net_margin, sectorQuartiles.net_margin));
  if (latest.ebitdaMargin !== null) indicators.push(scoreIndicator('ebitda_margin', latest.ebitdaMargin, SCALES.ebitda_margin, sectorQuartiles.ebitda_margin));
  if (indicators.length === 0) return missingScore('no-margin-figures');
  const growth = turnoverGrowth(latest.turnoverCents, input.previousTurnoverCents);
  if (growth !== null) indicators.push(scoreIndicator('turnover_growth', growth, SCALES.turnover_growth));
  return scoreFromIndicators(indicators);
}
