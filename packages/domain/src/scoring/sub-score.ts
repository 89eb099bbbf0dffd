import type { IndicatorScore, SubScore } from '../contracts/scoring/pole-score';
import type { ScoreReason } from '../contracts/scoring/score-reason';
import { gradeFromPoints } from './grade-from-points';
import { meanPoints } from './indicator-score';
import type { PoleScoreInput } from './pole-score-input';
import { INSOLVENCY_CAP } from './thresholds';

/** A sub-grade that cannot be given, with the reason. */
export function missingScore(reason: ScoreReason, indicators: IndicatorScore[] = []): SubScore {
  return { grade: null, points: null, reason, capped_by: null, indicators };
}

/** A sub-grade from points, capped at F by an open insolvency proceeding when `capped`. */
export function gradedScore(points: number, indicators: IndicatorScore[], capped = false): SubScore {
  const final = capped ? Math.min(points, INSOLVENCY_CAP) : points;
  return {
    grade: gradeFromPoints(final),
    points: final,
    reason: null,
    capped_by: capped && points > INSOLVENCY_CAP ? 'open-insolvency-proceeding' : null,
    indicators,
  };
}

/** A sub-grade from the mean of its indicators. */
export function scoreFromIndicators(indicators: IndicatorScore[], capped = false): SubScore {
  return gradedScore(meanPoints(indicators), indicators, capped);
}

/** Why there is no statement to grade: none filed, or only confidential ones. */
export const noStatementScore = (input: Pick<PoleScoreInput, 'hasConfidentialStatements'>): SubScore =>
  missingScore(input.hasConfidentialStatements ? 'confidential-statements' : 'no-financial-statements');
