import { describe, expect, it } from 'vitest';
import { computeEcologicalScore, type EcologicalScoreInput } from './ecological-score';

const BASE: EcologicalScoreInput = {
  siren: '840000004',
  status: 'active',
  naf: { code: '62.01Z', label: 'Programmation informatique' },
  ess: false,
  missionCompany: false,
  openEstablishments: 3,
  departments: 2,
};

describe('computeEcologicalScore', () => {
  it.each([
    ['62.01Z', 70, 'B'],
    ['10.71C', 50, 'C'],
    ['24.10Z', 30, 'E'],
  ])('%s alone: %i points, %s', (code, points, grade) => {
    const score = computeEcologicalScore({ ...BASE, naf: { code, label: null } });
    expect(score).toMatchObject({ points, grade, reason: null });
    expect(score.factors).toEqual([{ factor: 'sector-impact', points }]);
  });

  it('adds 15 for the social and solidarity economy and 15 for a société à mission, up to 100', () => {
    expect(computeEcologicalScore({ ...BASE, ess: true })).toMatchObject({ points: 85, grade: 'A' });
    const both = computeEcologicalScore({ ...BASE, ess: true, missionCompany: true });
    expect(both).toMatchObject({ points: 100, grade: 'A' });
    expect(both.factors.map((factor) => factor.factor)).toEqual(['sector-impact', 'ess', 'mission-company']);
    expect(computeEcologicalScore({ ...BASE, naf: { code: '24.10Z', label: null }, ess: true, missionCompany: true })).toMatchObject({ points: 60, grade: 'C' });
  });

  it('reports the inputs as held, unknown flags as null without points', () => {
    const score = computeEcologicalScore({ ...BASE, ess: null, missionCompany: null });
    expect(score.inputs).toEqual({
      naf: BASE.naf, impact_class: 'low', ess: null, mission_company: null, open_establishments: 3, departments: 2,
    });
    expect(score.points).toBe(70);
  });

  it('is null with a reason for a closed company or an unknown activity', () => {
    expect(computeEcologicalScore({ ...BASE, status: 'closed' })).toMatchObject({ grade: null, points: null, reason: 'company-closed', factors: [] });
    expect(computeEcologicalScore({ ...BASE, naf: null })).toMatchObject({ grade: null, points: null, reason: 'unknown-activity' });
    expect(computeEcologicalScore({ ...BASE, naf: { code: '74.1A', label: null } }).reason).toBe('unknown-activity');
  });
});
