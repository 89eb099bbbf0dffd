import { describe, expect, it } from 'vitest';
import { turnoverGrowth } from './turnover-growth';

describe('turnoverGrowth', () => {
  it('is the change in percent, rounded to one decimal', () => {
    expect(turnoverGrowth(115_000_000, 100_000_000)).toBe(15);
    expect(turnoverGrowth(99_960_000, 100_000_000)).toBe(0);
    expect(turnoverGrowth(90_000_000, 120_000_000)).toBe(-25);
    expect(turnoverGrowth(100_123_456, 100_000_000)).toBe(0.1);
  });

  it('is null unless both turnovers are known and positive', () => {
    expect(turnoverGrowth(null, 100)).toBeNull();
    expect(turnoverGrowth(100, null)).toBeNull();
    expect(turnoverGrowth(0, 100)).toBeNull();
    expect(turnoverGrowth(100, 0)).toBeNull();
    expect(turnoverGrowth(100, -5)).toBeNull();
  });
});
