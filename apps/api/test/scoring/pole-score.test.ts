import { describe, expect, it } from 'vitest';
import { companyAgeYears, poleScoreResponseSchema, type IndicatorScore, type PoleScore } from '@registre/domain';
import { useScoringRegisters } from './fixtures/load-scoring-fixture';
import { SCORING } from './fixtures/scoring-fixture';

const registers = useScoringRegisters();

async function poleScore(siren: string, app = registers.fixture.t.app): Promise<PoleScore> {
  const response = await app.inject({ method: 'GET', url: `/api/companies/${siren}/pole-score` });
  expect(response.statusCode, response.body).toBe(200);
  return poleScoreResponseSchema.parse(response.json()).data;
}

const summary = (items: IndicatorScore[]) => items.map((item) => [item.indicator, item.value, item.absolute_points, item.sector_points, item.points]);

describe('GET /api/companies/:siren/pole-score on the fixture register', () => {
  it('grades the example bakery from its imported statements, sector quartiles and INPI records', async () => {
    const score = await poleScore(SCORING.example);
    expect(score.fiscal_year_end).toBe('2025-12-31');
    // 12 graded bakeries in 10.71C (the closed one and the confidential one are not peers).
    expect(score.financial_performance.indicators[0]?.sector).toEqual({ level: 'subclass', code: '10.71C', peer_count: 12 });
    expect(summary(score.financial_performance.indicators)).toEqual([
      ['net_margin', 4.2, 60, 70, 65], // quartiles -2…8: Q1 0.75, median 3.5, Q3 5.25
      ['ebitda_margin', 9, 60, 70, 65], // median 7.5, Q3 9.25
      ['turnover_growth', 15, 100, null, 100], // 1,150,000 € after 1,000,000 €
    ]);
    expect(score.financial_performance).toMatchObject({ grade: 'B', points: 77 });
    const age = companyAgeYears('2012-05-15', new Date().toISOString().slice(0, 10));
    expect(summary(score.resilience.indicators)).toEqual([
      ['equity_ratio', 32, 75, 40, 58], // median 33.5
      ['debt_ratio', 80, 75, 70, 73], // lower is better, median 87.5
      ['liquidity_ratio', 1.2, 50, 40, 45], // median 1.25
      ['company_age', age, age >= 20 ? 100 : 80, null, age >= 20 ? 100 : 80],
    ]);
    // 1 patent + 2 trademarks in force (registered, filed); the expired one does not count.
    expect(summary(score.industrial_property.indicators)).toEqual([
      ['patents', 1, 20, null, 20],
      ['trademarks_in_force', 2, 20, null, 20],
    ]);
    expect(score.industrial_property).toMatchObject({ grade: 'D', points: 40 });
    if (age < 20) {
      expect(score.resilience).toMatchObject({ grade: 'C', points: 64 });
      expect(score.overall).toMatchObject({ grade: 'B', points: 67, reason: null }); // 0.45 × 77 + 0.45 × 64 + 0.1 × 40 = 67.45
    }
  });

  it('gives null grades with the reason when inputs are missing', async () => {
    const closed = await poleScore(SCORING.closed);
    expect(closed.overall).toMatchObject({ grade: null, reason: 'company-closed' });
    expect(closed.industrial_property.reason).toBe('company-closed');
    const confidential = await poleScore(SCORING.confidentialOnly);
    expect(confidential.financial_performance).toMatchObject({ grade: null, points: null, reason: 'confidential-statements' });
    expect(confidential.overall.reason).toBe('confidential-statements');
    expect(confidential.industrial_property).toMatchObject({ grade: 'F', points: 0 });
    const none = await poleScore(SCORING.noStatements);
    expect(none.overall).toMatchObject({ grade: null, reason: 'no-financial-statements' });
    expect(none.fiscal_year_end).toBeNull();
  });

  it('left-pads the SIREN, answers 404 for an unknown one and 400 for an invalid one, with cache headers', async () => {
    const ok = await registers.fixture.t.app.inject({ method: 'GET', url: `/api/companies/${SCORING.example}/pole-score` });
    expect(ok.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const etag = String(ok.headers.etag);
    const again = await registers.fixture.t.app.inject({ method: 'GET', url: `/api/companies/${SCORING.example}/pole-score`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const unknown = await registers.fixture.t.app.inject({ method: 'GET', url: '/api/companies/123/pole-score' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'errors:company.not-found' });
    for (const bad of ['abc', '1234567890', '%27%20OR%201%3D1']) {
      const response = await registers.fixture.t.app.inject({ method: 'GET', url: `/api/companies/${bad}/pole-score` });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBe('errors:company-id.invalid');
    }
  });
});

describe('GET /api/companies/:siren/pole-score on the generated register', () => {
  it('answers every company with a valid score whose nulls carry a reason', async () => {
    const { rows } = await registers.shared.pool.query<{ siren: string; active: boolean; graded: boolean; open_insolvency: boolean }>(`
      SELECT c.siren, c.administrative_status = 'A' AS active,
             EXISTS (SELECT 1 FROM financial_statements f WHERE f.siren = c.siren
                      AND (f.net_margin IS NOT NULL OR f.ebitda_margin IS NOT NULL OR f.equity_ratio IS NOT NULL
                           OR f.debt_ratio IS NOT NULL OR f.liquidity_ratio IS NOT NULL)) AS graded,
             EXISTS (SELECT 1 FROM insolvency_proceedings p WHERE p.siren = c.siren AND p.status = 'open') AS open_insolvency
        FROM companies c ORDER BY c.siren LIMIT 400`);
    let graded = 0;
    for (const row of rows) {
      const score = await poleScore(row.siren, registers.shared.app);
      for (const part of [score.overall, score.financial_performance, score.resilience, score.industrial_property]) {
        expect(part.grade === null, row.siren).toBe(part.points === null);
        expect(part.grade === null, row.siren).toBe(part.reason !== null);
      }
      // The site counter `score` counts exactly the companies graded here.
      expect(score.overall.grade !== null, row.siren).toBe(row.active && row.graded);
      if (row.open_insolvency && score.overall.points !== null) expect(score.overall.points).toBeLessThanOrEqual(19);
      for (const item of [...score.financial_performance.indicators, ...score.resilience.indicators]) {
        if (item.sector) expect(item.sector.peer_count).toBeGreaterThanOrEqual(10);
      }
      if (score.overall.grade) graded++;
    }
    expect(graded).toBeGreaterThan(20);
  });
});
