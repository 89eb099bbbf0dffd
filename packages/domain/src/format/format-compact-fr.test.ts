import { describe, expect, it } from 'vitest';
import { formatCompactFr } from './format-compact-fr';

const NBSP = '\u00A0';

describe('formatCompactFr', () => {
  it('abbreviates with French units and one decimal at most', () => {
    expect(formatCompactFr(12_500_000)).toBe(`12,5${NBSP}M`);
    expect(formatCompactFr(124_000_000_000)).toBe(`124${NBSP}Md`);
    expect(formatCompactFr(1500)).toBe(`1,5${NBSP}k`);
    expect(formatCompactFr(12_345)).toBe(`12,3${NBSP}k`);
    expect(formatCompactFr(-2_500_000)).toBe(`-2,5${NBSP}M`);
  });

  it('leaves small numbers alone', () => {
    expect(formatCompactFr(0)).toBe('0');
    expect(formatCompactFr(999)).toBe('999');
  });

  it('never contains a narrow no-break space with plainSpaces', () => {
    expect(formatCompactFr(1e18, { plainSpaces: true })).not.toContain('\u202F');
  });
});
