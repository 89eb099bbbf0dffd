import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createPool } from '@registre/db';
import type { Pool } from 'pg';
import { companyIndexResponseSchema, companySearchResponseSchema, suggestResponseSchema, activityCountsResponseSchema } from '@registre/domain';
import { createTestApp, type TestApp } from '../test-app';
import { createSearchApp } from './search-test-app';
import { fuzzRuns } from '../../../../test/helpers/fuzz-runs';

/** Random and hostile values for every search and listing parameter: never a 5xx, and a 200 is always a valid answer. */
const HOSTILE = [
  "' OR 1=1 --", '"; DROP TABLE company_search; --', '%', '_', '\\', '%00', '\u0000', '\ud800', '💥'.repeat(30), 'a'.repeat(3000),
  '-1', '0', '1e309', 'NaN', 'Infinity', '552081317', '552 081 317', '55208131700021', '000000000', '1'.repeat(14), '9'.repeat(40),
  "l'", "d'l'", '--', ' . . ', 'sci', 'sarl sas', 'ÉÉÉ', 'ǅ', 'ﬁ', 'ß', '2A', '971', '62.01Z', '6201z', 'J', '62', '',
  'MA==', 'NjIuMDFafDAwMDAwMDAwMA', 'bnVsbHxudWxs', '2020-02-30', '2020-01-01', '9999-12-31',
];

const text = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.array(fc.constantFrom('boulangerie', 'du', 'canal', 'sci', 'holding', 'martin', 'garage', "l'atelier", 'de', 'la', 'paris', 'jean'), { maxLength: 6 }).map((words) => words.join(' ')),
  fc.integer().map(String),
  fc.double().map(String),
);
const value = fc.oneof(text, fc.array(text, { maxLength: 4 }));

const SEARCH_PARAMS = ['q', 'page', 'per_page', 'department', 'activity_code', 'legal_form', 'employee_band', 'status', 'created_from', 'created_to', 'region', 'postcode', 'searchQuery', 'other'];
const INDEX_PARAMS = ['department', 'activity_code', 'cursor', 'per_page', 'other'];

function queryString(entries: Array<[string, string | string[]]>): string {
  const search = new URLSearchParams();
  for (const [name, v] of entries) for (const item of Array.isArray(v) ? v : [v]) search.append(name, item);
  return search.toString();
}

const params = (names: string[]) => fc.array(fc.tuple(fc.constantFrom(...names), value), { maxLength: 6 });

let pool: Pool;
let search: FastifyInstance;
let postings: FastifyInstance;
let full: TestApp;

beforeAll(async () => {
  pool = createPool(inject('databaseUrl'), { max: 4 });
  search = await createSearchApp(pool);
  postings = await createSearchApp(pool, { postingsAbove: 0, indexRanksUpTo: 0, postingsProbeBudget: 1e9, postingsScanLimit: 50 });
  full = await createTestApp();
});
afterAll(async () => {
  await search?.close();
  await postings?.close();
  await full?.close();
  await pool?.end();
});

async function check(app: FastifyInstance, url: string, parse: (body: unknown) => unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBeLessThan(500);
  expect([200, 400, 404], url).toContain(response.statusCode);
  if (response.statusCode === 200) parse(response.json());
  else expect(response.json().message, url).toMatch(/^errors:[\w.-]+$/);
}

describe('fuzzing the search and listing endpoints', () => {
  it('GET /api/search/companies, on both query paths, with and without financial data', async () => {
    await fc.assert(
      fc.asyncProperty(params(SEARCH_PARAMS), fc.boolean(), fc.boolean(), async (entries, usePostings, hide) => {
        await check(usePostings ? postings : search, `/api/search/companies?${queryString(entries)}`, (body) => companySearchResponseSchema.parse(body), hide ? { 'hide-financial-data': '1' } : {});
      }),
      { numRuns: fuzzRuns(250) },
    );
  });

  it('GET /api/search/suggest', async () => {
    await fc.assert(
      fc.asyncProperty(value, fc.boolean(), async (q, usePostings) => {
        await check(usePostings ? postings : search, `/api/search/suggest?${queryString([['q', q]])}`, (body) => suggestResponseSchema.parse(body));
      }),
      { numRuns: fuzzRuns(200) },
    );
  });

  it('GET /api/indexes/companies and /activities', async () => {
    await fc.assert(
      fc.asyncProperty(params(INDEX_PARAMS), async (entries) => {
        await check(full.app, `/api/indexes/companies?${queryString(entries)}`, (body) => companyIndexResponseSchema.parse(body));
        await check(full.app, `/api/indexes/companies/activities?${queryString(entries)}`, (body) => activityCountsResponseSchema.parse(body));
      }),
      { numRuns: fuzzRuns(200) },
    );
  });
});
