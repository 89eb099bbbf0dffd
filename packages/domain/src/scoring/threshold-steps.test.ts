import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pointsOnScale } from './threshold-steps';
import { SCALES } from './thresholds';

const DOC = readFileSync(new URL('../../../../docs/scoring.md', import.meta.url), 'utf8');

/** The rows of the "Indicator scales" table of docs/scoring.md: `| indicator | direction | steps | below |`. */
function documentedScales(): Map<string, { higherIsBetter: boolean; steps: Array<[number, number]>; below: number }> {
  const rows = new Map<string, { higherIsBetter: boolean; steps: Array<[number, number]>; below: number }>();
  for (const match of DOC.matchAll(/^\| `(\w+)` \| (higher|lower) is better \| ([^|]+) \| (-?\d+) \|$/gm)) {
    const steps = match[3]!.split(',').map((step) => {
      const [bound, points] = step.replace(/[≥≤→]/g, ' ').trim().split(/\s+/).map(Number) as [number, number];
      return [bound, points] as [number, number];
    });
    rows.set(match[1]!, { higherIsBetter: match[2] === 'higher', steps, below: Number(match[4]) });
  }
  return rows;
}

describe('pointsOnScale', () => {
  it('uses exactly the scales docs/scoring.md documents', () => {
    const documented = documentedScales();
    expect([...documented.keys()].sort()).toEqual(Object.keys(SCALES).sort());
    for (const [indicator, scale] of Object.entries(SCALES)) {
      expect(documented.get(indicator), indicator).toEqual({ higherIsBetter: scale.higherIsBetter, steps: scale.steps, below: scale.below });
    }
  });

  describe.each(Object.entries(SCALES))('%s', (_indicator, scale) => {
    it.each(scale.steps.map(([bound, points], index) => [bound, points, index] as const))(
      'a value at the bound %d earns %d points, one just past it earns the next step',
      (bound, points, index) => {
        expect(pointsOnScale(bound, scale)).toBe(points);
        const worse = scale.higherIsBetter ? bound - 0.001 : bound + 0.001;
        expect(pointsOnScale(worse, scale)).toBe(scale.steps[index + 1]?.[1] ?? scale.below);
      },
    );
  });

  it('gives the best points to a value far above the best bound, and `below` far under the last', () => {
    expect(pointsOnScale(1e9, SCALES.net_margin)).toBe(100);
    expect(pointsOnScale(-1e9, SCALES.net_margin)).toBe(0);
    expect(pointsOnScale(-1e9, SCALES.debt_ratio)).toBe(100);
    expect(pointsOnScale(1e9, SCALES.debt_ratio)).toBe(0);
    expect(pointsOnScale(0, SCALES.company_age)).toBe(20);
  });
});
