import type { IndicatorScore, SubScore } from '../contracts/scoring/pole-score';
import { companyAgeYears } from './company-age';
import { scoreIndicator } from './indicator-score';
import type { PoleScoreInput } from './pole-score-input';
import { missingScore, noStatementScore, scoreFromIndicators } from './sub-score';
import { SCALES } from './thresholds';

/** A negative debt ratio means negative equity: no points, whatever the sector. */
function debtRatioScore(value: number, input: PoleScoreInput): IndicatorScore {
  if (value < 0) return { indicator: 'debt_ratio', value, points: 0, absolute_points: 0, sector_points: null, sector: null };
  return scoreIndicator('debt_ratio', value, SCALES.debt_ratio, input.sectorQuartiles.debt_ratio);
}

/**
 * Resilience: equity ratio, debt ratio and liquidity ratio (fixed scales blended with the
 * sector's quartiles) and the company's age. Needs one balance-sheet ratio; an open insolvency
 * proceeding caps it at F.
 */
export function resilience(input: PoleScoreInput): SubScore {
  const { latest, sectorQuartiles } = input;
  if (!latest) return noStatementScore(input);
  const indicators: IndicatorScore[] = [];
  if (latest.equityRatio !== null) indicators.push(scoreIndicator('equity_ratio', latest.equityRatio, SCALES.equity_ratio, sectorQuartiles.equity_ratio));
  if (latest.debtRatio !== null) indicators.push(debtRatioScore(latest.debtRatio, input));
  if (latest.liquidityRatio !== null) indicators.push(scoreIndicator('liquidity_ratio', latest.liquidityRatio, SCALES.liquidity_ratio, sectorQuartiles.liquidity_ratio));
  if (indicators.length === 0) return missingScore('no-balance-sheet-ratios');
  if (input.creationDate) {
    indicators.push(scoreIndicator('company_age', companyAgeYears(input.creationDate, input.referenceDate), SCALES.company_age));
  }
  return scoreFromIndicators(indicators, input.openInsolvencyProceeding);
}
