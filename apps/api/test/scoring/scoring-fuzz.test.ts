import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  comparisonDataResponseSchema,
  directorPoleScoreResponseSchema,
  ecologicalScoreResponseSchema,
  poleScoreResponseSchema,
  similarCompaniesResponseSchema,
  siteStatisticsResponseSchema,
} from '@registre/domain';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../test-app';
import { fuzzRuns } from '../../../../test/helpers/fuzz-runs';

let shared: TestApp;
let sirens: string[];
let personIds: number[];
beforeAll(async () => {
  shared = await createTestApp();
  sirens = (await shared.pool.query<{ siren: string }>('SELECT siren FROM companies ORDER BY siren')).rows.map((row) => row.siren);
  personIds = (await shared.pool.query<{ id: number }>('SELECT id::int AS id FROM persons ORDER BY id')).rows.map((row) => row.id);
});
afterAll(() => shared?.close());

const COMPANY_ROUTES: Array<[string, z.ZodType]> = [
  ['pole-score', poleScoreResponseSchema],
  ['ecological-score-details', ecologicalScoreResponseSchema],
  ['comparison-data', comparisonDataResponseSchema],
  ['similar-companies', similarCompaniesResponseSchema],
];

const hostile = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map(String),
  fc.constantFrom("' OR 1=1 --", '%00', '..%2F..', '1e309', 'NaN', ' 552 081 317 ', '000000000', '9'.repeat(40), '💥'),
);

describe('fuzzing the score endpoints', () => {
  it.each(COMPANY_ROUTES)('/api/companies/{siren}/%s: never a 5xx; a known SIREN always answers its contract', async (path, schema) => {
    await fc.assert(
      fc.asyncProperty(hostile, async (value) => {
        const response = await shared.app.inject({ method: 'GET', url: `/api/companies/${encodeURIComponent(value)}/${path}` });
        expect(response.statusCode, value).toBeLessThan(500);
        if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
      }),
      { numRuns: fuzzRuns(60) },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...sirens), async (siren) => {
        const response = await shared.app.inject({ method: 'GET', url: `/api/companies/${siren}/${path}` });
        expect(response.statusCode, siren).toBe(200);
        schema.parse(response.json());
      }),
      { numRuns: fuzzRuns(60) },
    );
  });

  it('/api/directors/{id}/pole-score: never a 5xx; a known person always answers its contract', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async (value) => {
        const response = await shared.app.inject({ method: 'GET', url: `/api/directors/${encodeURIComponent(value)}/pole-score` });
        expect(response.statusCode, value).toBeLessThan(500);
      }),
      { numRuns: fuzzRuns(80) },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...personIds), async (id) => {
        const response = await shared.app.inject({ method: 'GET', url: `/api/directors/${id}/pole-score` });
        expect(response.statusCode, String(id)).toBe(200);
        directorPoleScoreResponseSchema.parse(response.json());
      }),
      { numRuns: fuzzRuns(40) },
    );
  });

  it('/api/statistics ignores any query string', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 })), async (query) => {
        const response = await shared.app.inject({ method: 'GET', url: `/api/statistics?${new URLSearchParams(query).toString()}` });
        expect(response.statusCode).toBe(200);
        siteStatisticsResponseSchema.parse(response.json());
      }),
      { numRuns: fuzzRuns(20) },
    );
  });
});
