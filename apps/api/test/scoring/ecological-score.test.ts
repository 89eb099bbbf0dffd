import { describe, expect, it } from 'vitest';
import { ecologicalScoreResponseSchema, type EcologicalScore } from '@registre/domain';
import { useScoringRegisters } from './fixtures/load-scoring-fixture';
import { SCORING } from './fixtures/scoring-fixture';

const registers = useScoringRegisters();

async function ecological(siren: string, app = registers.fixture.t.app): Promise<EcologicalScore> {
  const response = await app.inject({ method: 'GET', url: `/api/companies/${siren}/ecological-score-details` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toMatch(/^public/);
  return ecologicalScoreResponseSchema.parse(response.json()).data;
}

describe('GET /api/companies/:siren/ecological-score-details', () => {
  it('grades a bakery of the social and solidarity economy: medium impact 50 + ESS 15 = 65, B', async () => {
    expect(await ecological(SCORING.example)).toEqual({
      siren: SCORING.example,
      grade: 'B',
      points: 65,
      reason: null,
      inputs: {
        naf: { code: '10.71C', label: 'Boulangerie et boulangerie-pâtisserie' },
        impact_class: 'medium',
        ess: true,
        mission_company: false,
        open_establishments: 1,
        departments: 1,
      },
      factors: [
        { factor: 'sector-impact', points: 50 },
        { factor: 'ess', points: 15 },
      ],
    });
  });

  it('grades a software company on its low-impact sector alone', async () => {
    expect(await ecological(SCORING.parisDeveloper)).toMatchObject({ grade: 'B', points: 70, inputs: { impact_class: 'low', ess: false } });
  });

  it('does not grade a closed company, and counts only open establishments', async () => {
    expect(await ecological(SCORING.closed)).toMatchObject({ grade: null, points: null, reason: 'company-closed', factors: [], inputs: { open_establishments: 0, departments: 0 } });
  });

  it('answers 404 and 400 with message keys', async () => {
    expect((await registers.fixture.t.app.inject({ method: 'GET', url: '/api/companies/999999999/ecological-score-details' })).statusCode).toBe(404);
    expect((await registers.fixture.t.app.inject({ method: 'GET', url: '/api/companies/abc/ecological-score-details' })).statusCode).toBe(400);
  });

  it('on the generated register, grades exactly the active companies with a NAF rév. 2 code', async () => {
    const { rows } = await registers.shared.pool.query<{ siren: string; administrative_status: string; naf_code: string | null }>(
      'SELECT siren, administrative_status, naf_code FROM companies ORDER BY siren LIMIT 200',
    );
    for (const row of rows) {
      const score = await ecological(row.siren, registers.shared.app);
      const gradable = row.administrative_status === 'A' && /^\d{2}\.\d{2}[A-Z]$/.test(row.naf_code ?? '');
      expect(score.grade !== null, row.siren).toBe(gradable);
      if (!gradable) expect(score.reason).toBe(row.administrative_status === 'C' ? 'company-closed' : 'unknown-activity');
    }
  });
});
