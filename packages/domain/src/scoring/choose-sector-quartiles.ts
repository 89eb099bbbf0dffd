import { SECTOR_INDICATORS, type SectorIndicator, type SectorQuartiles } from '../contracts/scoring/sector-reference';
import { MIN_SECTOR_PEERS } from './thresholds';

/** A row of `sector_statistics`. */
export interface SectorStatisticRow {
  sector_code: string;
  indicator: string;
  peer_count: number;
  q1: number;
  median: number;
  q3: number;
}

/** The NAF division ('62') of a subclass ('62.01Z'). */
export const nafDivision = (nafCode: string): string => nafCode.slice(0, 2);

/**
 * For each indicator, the quartiles of the company's NAF subclass when it holds at least
 * MIN_SECTOR_PEERS peers, else those of its division when it does, else none.
 */
export function chooseSectorQuartiles(
  nafCode: string | null,
  rows: readonly SectorStatisticRow[],
): Partial<Record<SectorIndicator, SectorQuartiles>> {
  const chosen: Partial<Record<SectorIndicator, SectorQuartiles>> = {};
  if (!nafCode) return chosen;
  const division = nafDivision(nafCode);
  const pick = (code: string, level: SectorQuartiles['level']) => {
    for (const row of rows) {
      if (row.sector_code !== code || row.peer_count < MIN_SECTOR_PEERS) continue;
      const indicator = SECTOR_INDICATORS.find((known) => known === row.indicator);
      if (!indicator || chosen[indicator]) continue;
      chosen[indicator] = { level, code, peer_count: row.peer_count, q1: row.q1, median: row.median, q3: row.q3 };
    }
  };
  pick(nafCode, 'subclass');
  pick(division, 'division');
  return chosen;
}
