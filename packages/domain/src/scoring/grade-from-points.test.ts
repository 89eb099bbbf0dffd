import { describe, expect, it } from 'vitest';
import { gradeFromPoints } from './grade-from-points';

describe('gradeFromPoints', () => {
  it.each([
    [100, 'A'], [80, 'A'], [79, 'B'], [65, 'B'], [64, 'C'], [50, 'C'], [49, 'D'], [35, 'D'], [34, 'E'], [20, 'E'], [19, 'F'], [0, 'F'],
  ] as const)('%i points → %s', (points, grade) => {
    expect(gradeFromPoints(points)).toBe(grade);
  });
});
