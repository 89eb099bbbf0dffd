import { describe, expect, it } from 'vitest';
import { chooseSectorQuartiles, type SectorStatisticRow } from './choose-sector-quartiles';

const row = (sector_code: string, indicator: string, peer_count: number, median = 5): SectorStatisticRow => ({
  sector_code, indicator, peer_count, q1: median - 1, median, q3: median + 1,
});

describe('chooseSectorQuartiles', () => {
  it('takes the subclass when it has at least 10 peers, else the division, else nothing', () => {
    const chosen = chooseSectorQuartiles('10.71C', [
      row('10.71C', 'net_margin', 10, 3),
      row('10', 'net_margin', 400, 4),
      row('10.71C', 'equity_ratio', 9, 30),
      row('10', 'equity_ratio', 400, 35),
      row('10.71C', 'debt_ratio', 3),
      row('10', 'debt_ratio', 9),
    ]);
    expect(chosen.net_margin).toEqual({ level: 'subclass', code: '10.71C', peer_count: 10, q1: 2, median: 3, q3: 4 });
    expect(chosen.equity_ratio).toMatchObject({ level: 'division', code: '10', peer_count: 400, median: 35 });
    expect(chosen.debt_ratio).toBeUndefined();
  });

  it('ignores other sectors and unknown indicators, and a company without activity code', () => {
    const rows = [row('62.01Z', 'net_margin', 50), row('62', 'unknown', 50), row('10.71C', 'net_margin', 50)];
    expect(Object.keys(chooseSectorQuartiles('62.01Z', rows))).toEqual(['net_margin']);
    expect(chooseSectorQuartiles(null, rows)).toEqual({});
  });
});
