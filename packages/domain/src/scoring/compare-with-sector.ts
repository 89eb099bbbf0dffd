import type { ComparedIndicator } from '../contracts/scoring/comparison-data';
import { SECTOR_INDICATORS, type SectorIndicator, type SectorQuartiles } from '../contracts/scoring/sector-reference';
import { quartilePosition } from './quartile-position';

const UNITS: Readonly<Record<SectorIndicator, ComparedIndicator['unit']>> = {
  turnover: 'cents',
  ebitda_margin: 'percent',
  net_margin: 'percent',
  equity_ratio: 'percent',
  debt_ratio: 'percent',
  liquidity_ratio: 'ratio',
  customer_credit_days: 'days',
};

/**
 * The company's key ratios beside its sector's quartiles, in a fixed order; the position is
 * given when both the value and the quartiles exist.
 */
export function compareWithSector(
  values: Readonly<Record<SectorIndicator, number | null>>,
  quartiles: Partial<Record<SectorIndicator, SectorQuartiles>>,
): ComparedIndicator[] {
  return SECTOR_INDICATORS.map((indicator) => {
    const value = values[indicator];
    const sector = quartiles[indicator];
    return {
      indicator,
      unit: UNITS[indicator],
      value,
      sector: sector ? { level: sector.level, code: sector.code, peer_count: sector.peer_count } : null,
      q1: sector?.q1 ?? null,
      median: sector?.median ?? null,
      q3: sector?.q3 ?? null,
      position: sector && value !== null ? quartilePosition(value, sector) : null,
    };
  });
}
