import type { IndicatorScore, ScoredIndicator } from '../contracts/scoring/pole-score';
import type { SectorQuartiles } from '../contracts/scoring/sector-reference';
import { sectorPoints } from './sector-points';
import { pointsOnScale, type ThresholdScale } from './threshold-steps';

/**
 * Scores one indicator: the points of the fixed scale, averaged (rounded) with the points of
 * its position among the sector's quartiles when those exist.
 */
export function scoreIndicator(
  indicator: ScoredIndicator,
  value: number,
  scale: ThresholdScale,
  quartiles?: SectorQuartiles,
): IndicatorScore {
  const absolute = pointsOnScale(value, scale);
  const relative = quartiles ? sectorPoints(value, quartiles, scale.higherIsBetter) : null;
  return {
    indicator,
    value,
    points: relative === null ? absolute : Math.round((absolute + relative) / 2),
    absolute_points: absolute,
    sector_points: relative,
    sector: quartiles ? { level: quartiles.level, code: quartiles.code, peer_count: quartiles.peer_count } : null,
  };
}

/** The rounded mean of the indicators' points. */
export function meanPoints(indicators: readonly IndicatorScore[]): number {
  return Math.round(indicators.reduce((sum, item) => sum + item.points, 0) / indicators.length);
}
