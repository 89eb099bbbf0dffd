import { describe, expect, it } from 'vitest';
import { quartilePosition } from './quartile-position';
import { sectorPoints } from './sector-points';

const Q = { q1: 2, median: 5, q3: 9 };

describe('quartilePosition', () => {
  it.each([
    [1.99, 'below_q1'], [2, 'q1_to_median'], [4.99, 'q1_to_median'], [5, 'median_to_q3'], [8.99, 'median_to_q3'], [9, 'above_q3'], [100, 'above_q3'],
  ] as const)('%d → %s', (value, position) => {
    expect(quartilePosition(value, Q)).toBe(position);
  });
});

describe('sectorPoints', () => {
  it.each([
    [10, 100], [9, 100], [6, 70], [5, 70], [3, 40], [2, 40], [1, 10],
  ])('higher is better: %d → %d', (value, points) => {
    expect(sectorPoints(value, Q, true)).toBe(points);
  });

  it.each([
    [1, 100], [2, 100], [3, 70], [5, 70], [6, 40], [9, 40], [10, 10],
  ])('lower is better: %d → %d', (value, points) => {
    expect(sectorPoints(value, Q, false)).toBe(points);
  });
});
