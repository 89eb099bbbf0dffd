import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directorPoleScoreResponseSchema, poleScoreResponseSchema, type DirectorPoleScore } from '@registre/domain';
import { createTestApp, type TestApp } from '../test-app';

let shared: TestApp;
beforeAll(async () => {
  shared = await createTestApp();
});
afterAll(() => shared?.close());

async function directorScore(id: number | string): Promise<DirectorPoleScore> {
  const response = await shared.app.inject({ method: 'GET', url: `/api/directors/${id}/pole-score` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toMatch(/^public/);
  return directorPoleScoreResponseSchema.parse(response.json()).data;
}

describe('GET /api/directors/:id/pole-score', () => {
  it("aggregates the overall grades of the companies where the person holds a current mandate", async () => {
    const { rows } = await shared.pool.query<{ person_id: number; sirens: string[] }>(`
      SELECT person_id::int AS person_id, array_agg(DISTINCT siren ORDER BY siren) AS sirens
        FROM mandates WHERE is_current GROUP BY person_id ORDER BY count(DISTINCT siren) DESC, person_id LIMIT 15`);
    expect(rows.length).toBeGreaterThan(0);
    let graded = 0;
    for (const row of rows) {
      const score = await directorScore(row.person_id);
      expect(score.person_id).toBe(row.person_id);
      expect(score.companies.map((company) => company.siren)).toEqual(row.sirens);
      expect(score.companies_count).toBe(row.sirens.length);
      let total = 0;
      for (const company of score.companies) {
        const own = poleScoreResponseSchema.parse(
          (await shared.app.inject({ method: 'GET', url: `/api/companies/${company.siren}/pole-score` })).json(),
        ).data.overall;
        expect(company, company.siren).toMatchObject({ grade: own.grade, points: own.points, reason: own.reason });
        if (own.points !== null) total += own.points;
      }
      expect(Object.values(score.distribution).reduce((sum, n) => sum + n, 0)).toBe(score.graded_count);
      if (score.graded_count > 0) {
        graded++;
        expect(score.overall.points).toBe(Math.round(total / score.graded_count));
      } else {
        expect(score.overall).toEqual({ grade: null, points: null, reason: 'no-graded-component' });
      }
    }
    expect(graded).toBeGreaterThan(0);
  });

  it('says when the person holds no current mandate', async () => {
    const { rows } = await shared.pool.query<{ id: number }>(
      'SELECT p.id::int AS id FROM persons p WHERE NOT EXISTS (SELECT 1 FROM mandates m WHERE m.person_id = p.id AND m.is_current) LIMIT 1',
    );
    if (rows[0]) {
      const score = await directorScore(rows[0].id);
      expect(score).toMatchObject({ companies_count: 0, graded_count: 0, companies: [], overall: { grade: null, reason: 'no-current-mandate' } });
    }
  });

  it('answers 404 for an unknown person and 400 for an invalid id, with message keys', async () => {
    const unknown = await shared.app.inject({ method: 'GET', url: '/api/directors/999999999999/pole-score' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'errors:directors.not-found' });
    for (const bad of ['0', '-1', 'abc', '1.5', '9'.repeat(16)]) {
      const response = await shared.app.inject({ method: 'GET', url: `/api/directors/${bad}/pole-score` });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBe('errors:directors.invalid-id');
    }
  });
});
