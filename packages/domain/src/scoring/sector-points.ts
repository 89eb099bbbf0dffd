import { quartilePosition, type Quartiles } from './quartile-position';
import { SECTOR_QUARTER_POINTS } from './thresholds';

/**
 * Points of a value against its sector: 100 in the best quarter, 70 in the second, 40 in the
 * third, 10 in the last. For a lower-is-better indicator the quarters are read the other way.
 */
export function sectorPoints(value: number, quartiles: Quartiles, higherIsBetter: boolean): number {
  const position = higherIsBetter
    ? quartilePosition(value, quartiles)
    : quartilePosition(-value, { q1: -quartiles.q3, median: -quartiles.median, q3: -quartiles.q1 });
  switch (position) {
    case 'above_q3':
      return SECTOR_QUARTER_POINTS.top;
    case 'median_to_q3':
      return SECTOR_QUARTER_POINTS.second;
    case 'q1_to_median':
      return SECTOR_QUARTER_POINTS.third;
    default:
      return SECTOR_QUARTER_POINTS.bottom;
  }
}
