import type { Grade } from '../contracts/scoring/grade';

/** Lowest points of each grade (docs/scoring.md, "Grades"). */
export const GRADE_FLOORS: ReadonlyArray<readonly [Grade, number]> = [
  ['A', 80],
  ['B', 65],
  ['C', 50],
  ['D', 35],
  ['E', 20],
  ['F', 0],
];

/** The grade of 0–100 points: A from 80, B from 65, C from 50, D from 35, E from 20, else F. */
export function gradeFromPoints(points: number): Grade {
  for (const [grade, floor] of GRADE_FLOORS) if (points >= floor) return grade;
  return 'F';
}
