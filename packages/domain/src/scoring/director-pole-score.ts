import type { DirectorCompanyScore, DirectorPoleScore } from '../contracts/scoring/director-pole-score';
import { GRADES, type Grade } from '../contracts/scoring/grade';
import { gradeFromPoints } from './grade-from-points';

/**
 * A director's pole score: the rounded mean of the overall points of their graded companies
 * (current mandates), read as a grade, with the count of each grade.
 */
export function aggregateDirectorScore(personId: number, companies: DirectorCompanyScore[]): DirectorPoleScore {
  const distribution = Object.fromEntries(GRADES.map((grade) => [grade, 0])) as Record<Grade, number>;
  let total = 0;
  let graded = 0;
  for (const company of companies) {
    if (company.grade === null || company.points === null) continue;
    distribution[company.grade] += 1;
    total += company.points;
    graded += 1;
  }
  const points = graded > 0 ? Math.round(total / graded) : null;
  return {
    person_id: personId,
    overall: {
      grade: points === null ? null : gradeFromPoints(points),
      points,
      reason: points !== null ? null : companies.length === 0 ? 'no-current-mandate' : 'no-graded-component',
    },
    companies_count: companies.length,
    graded_count: graded,
    distribution,
    companies,
  };
}
