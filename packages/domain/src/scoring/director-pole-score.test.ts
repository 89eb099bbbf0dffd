import { describe, expect, it } from 'vitest';
import { aggregateDirectorScore } from './director-pole-score';

const company = (siren: string, points: number | null) => ({
  siren,
  name: `SOCIETE ${siren}`,
  grade: points === null ? null : points >= 80 ? ('A' as const) : points >= 50 ? ('C' as const) : ('F' as const),
  points,
  reason: points === null ? ('no-financial-statements' as const) : null,
});

describe('aggregateDirectorScore', () => {
  it('grades the rounded mean of the graded companies and counts each grade', () => {
    const score = aggregateDirectorScore(7, [company('000000001', 90), company('000000002', 55), company('000000003', null), company('000000004', 10)]);
    expect(score.overall).toEqual({ grade: 'C', points: 52, reason: null }); // (90 + 55 + 10) / 3 = 51.7
    expect(score).toMatchObject({ person_id: 7, companies_count: 4, graded_count: 3 });
    expect(score.distribution).toEqual({ A: 1, B: 0, C: 1, D: 0, E: 0, F: 1 });
    expect(score.companies).toHaveLength(4);
  });

  it('is null with a reason when no company is graded, or without a current mandate', () => {
    expect(aggregateDirectorScore(1, [company('000000001', null)]).overall).toEqual({ grade: null, points: null, reason: 'no-graded-component' });
    const none = aggregateDirectorScore(1, []);
    expect(none.overall).toEqual({ grade: null, points: null, reason: 'no-current-mandate' });
    expect(none.distribution).toEqual({ A: 0, B: 0, C: 0, D: 0, E: 0, F: 0 });
  });
});
