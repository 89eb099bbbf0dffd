import { describe, expect, it } from 'vitest';
import { SECTOR_INDICATORS } from '../contracts/scoring/sector-reference';
import { compareWithSector } from './compare-with-sector';

const VALUES = {
  turnover: 50_000_000, ebitda_margin: 12, net_margin: null, equity_ratio: 30, debt_ratio: 80, liquidity_ratio: 1.1, customer_credit_days: 45,
};

describe('compareWithSector', () => {
  it('lists every indicator in a fixed order with its unit, quartiles and quarter', () => {
    const compared = compareWithSector(VALUES, {
      ebitda_margin: { level: 'subclass', code: '10.71C', peer_count: 12, q1: 4, median: 8, q3: 12 },
      equity_ratio: { level: 'division', code: '10', peer_count: 300, q1: 31, median: 40, q3: 50 },
      net_margin: { level: 'subclass', code: '10.71C', peer_count: 12, q1: 1, median: 2, q3: 3 },
    });
    expect(compared.map((item) => item.indicator)).toEqual([...SECTOR_INDICATORS]);
    expect(compared[0]).toEqual({ indicator: 'turnover', unit: 'cents', value: 50_000_000, sector: null, q1: null, median: null, q3: null, position: null });
    expect(compared[1]).toEqual({
      indicator: 'ebitda_margin', unit: 'percent', value: 12, sector: { level: 'subclass', code: '10.71C', peer_count: 12 }, q1: 4, median: 8, q3: 12, position: 'above_q3',
    });
    expect(compared[2]).toMatchObject({ indicator: 'net_margin', value: null, median: 2, position: null });
    expect(compared[3]).toMatchObject({ indicator: 'equity_ratio', position: 'below_q1', sector: { level: 'division', code: '10', peer_count: 300 } });
    expect(compared[5]).toMatchObject({ indicator: 'liquidity_ratio', unit: 'ratio' });
    expect(compared[6]).toMatchObject({ indicator: 'customer_credit_days', unit: 'days' });
  });
});
