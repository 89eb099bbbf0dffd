import { describe, expect, it } from 'vitest';
import { HIGH_IMPACT_DIVISIONS, MEDIUM_IMPACT_DIVISIONS, sectorImpactClass } from './sector-impact-class';

describe('sectorImpactClass', () => {
  it.each([
    ['01.11Z', 'high'], ['24.10Z', 'high'], ['35.11Z', 'high'], ['49.41A', 'high'], ['51.10Z', 'high'], ['23.51Z', 'high'],
    ['10.71C', 'medium'], ['33.12Z', 'medium'], ['43.21A', 'medium'], ['47.11F', 'medium'], ['56.10A', 'medium'], ['77.11A', 'medium'],
    ['62.01Z', 'low'], ['68.20B', 'low'], ['86.21Z', 'low'], ['70.10Z', 'low'], ['94.99Z', 'low'],
  ] as const)('%s → %s (docs/scoring.md)', (code, impact) => {
    expect(sectorImpactClass(code)).toBe(impact);
  });

  it('is null for a missing code or one outside NAF rév. 2 (NAF rév. 1, a division, garbage)', () => {
    for (const code of [null, '', '74.1A', '62', 'XX.XXZ', '62.01z']) expect(sectorImpactClass(code)).toBeNull();
  });

  it('puts the whole of manufacturing (10–33) in high or medium, and no division in both', () => {
    for (let division = 10; division <= 33; division++) {
      const code = String(division);
      expect(HIGH_IMPACT_DIVISIONS.has(code) !== MEDIUM_IMPACT_DIVISIONS.has(code), code).toBe(true);
    }
  });
});
