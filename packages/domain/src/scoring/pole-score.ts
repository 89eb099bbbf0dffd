import type { PoleScore, SubScore } from '../contracts/scoring/pole-score';
import { financialPerformance } from './financial-performance';
import { industrialProperty } from './industrial-property';
import type { PoleScoreInput } from './pole-score-input';
import { resilience } from './resilience';
import { gradedScore, missingScore } from './sub-score';
import { OVERALL_WEIGHTS } from './thresholds';

/** The overall grade: weighted mean of the sub-grades that exist; needs financial performance or resilience. */
function overall(input: PoleScoreInput, financial: SubScore, resilient: SubScore, property: SubScore): SubScore {
  if (financial.points === null && resilient.points === null) return missingScore(financial.reason ?? 'no-graded-component');
  const parts: Array<[SubScore, number]> = [
    [financial, OVERALL_WEIGHTS.financial_performance],
    [resilient, OVERALL_WEIGHTS.resilience],
    [property, OVERALL_WEIGHTS.industrial_property],
  ];
  let weighted = 0;
  let weights = 0;
  for (const [score, weight] of parts) {
    if (score.points === null) continue;
    weighted += score.points * weight;
    weights += weight;
  }
  return gradedScore(Math.round(weighted / weights), [], input.openInsolvencyProceeding);
}

/**
 * The pole score of a company (docs/scoring.md): financial performance, resilience and
 * industrial property graded A–F, and an overall grade. A closed company is not graded.
 */
export function computePoleScore(input: PoleScoreInput): PoleScore {
  const fiscalYearEnd = input.latest?.fiscalYearEnd ?? null;
  if (input.status === 'closed') {
    const closed = missingScore('company-closed');
    return { siren: input.siren, fiscal_year_end: fiscalYearEnd, overall: closed, financial_performance: closed, resilience: closed, industrial_property: closed };
  }
  const financial = financialPerformance(input);
  const resilient = resilience(input);
  const property = industrialProperty(input);
  return {
    siren: input.siren,
    fiscal_year_end: fiscalYearEnd,
    overall: overall(input, financial, resilient, property),
    financial_performance: financial,
    resilience: resilient,
    industrial_property: property,
  };
}
