import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceSheetsResponseSchema, depositedActsPageResponseSchema } from '@registre/domain';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { createTestApp, type TestApp } from '../test-app';
import { loadProfileFixture, PROFILE } from './profile-fixture';

let database: IsolatedDatabase;
let t: TestApp;

/** 25 acts filed one month apart from January 2000; the last two are articles of incorporation. */
const ACTS = 25;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  const dir = await mkdtemp(join(tmpdir(), 'registre-paged-lists-'));
  try {
    await loadProfileFixture(database.pool, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  await database.pool.query(
    `INSERT INTO deposited_acts (source_id, siren, filing_number, filing_date, act_type, description, confidential)
     SELECT 'paged-' || n, $1, 'D' || n, date '2000-01-01' + (n || ' months')::interval, CASE WHEN n >= $2 - 2 THEN 'Statuts mis à jour' ELSE 'Procès-verbal' END, 'Acte ' || n, n % 5 = 0
       FROM generate_series(0, $2 - 1) AS n`,
    [PROFILE.company, ACTS],
  );
  t = await createTestApp(database.url);
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

describe('acts-and-articles-of-incorporation, whole or page by page', () => {
  it('answers the whole list as one page when no page is asked for (its first callers)', async () => {
    const { status, body } = await get(`/api/companies/${PROFILE.company}/acts-and-articles-of-incorporation`);
    expect(status).toBe(200);
    const whole = depositedActsPageResponseSchema.parse(body);
    expect(whole.data).toHaveLength(ACTS);
    expect(whole.meta).toEqual({ page: 1, per_page: ACTS, total: ACTS, total_is_exact: true, last_page: 1 });
    expect(whole.data[0]).toMatchObject({ filing_number: 'D24', filing_date: '2002-01-01', is_articles_of_incorporation: true });
  });

  it('pages newest first, 20 by default, pages disjoint and in order', async () => {
    const first = depositedActsPageResponseSchema.parse((await get(`/api/companies/${PROFILE.company}/acts-and-articles-of-incorporation?page=1`)).body);
    const second = depositedActsPageResponseSchema.parse((await get(`/api/companies/${PROFILE.company}/acts-and-articles-of-incorporation?page=2`)).body);
    expect(first.meta).toEqual({ page: 1, per_page: 20, total: ACTS, total_is_exact: true, last_page: 2 });
    expect(first.data.map((a) => a.filing_number)).toEqual(Array.from({ length: 20 }, (_, i) => `D${24 - i}`));
    expect(second.data.map((a) => a.filing_number)).toEqual(['D4', 'D3', 'D2', 'D1', 'D0']);
    expect(second.data.find((a) => a.filing_number === 'D0')).toMatchObject({ confidential: true, is_articles_of_incorporation: false });
    const custom = depositedActsPageResponseSchema.parse((await get(`/api/companies/${PROFILE.company}/acts-and-articles-of-incorporation?per_page=10&page=3`)).body);
    expect(custom.meta).toMatchObject({ page: 3, per_page: 10, last_page: 3 });
    expect(custom.data).toHaveLength(5);
    const beyond = depositedActsPageResponseSchema.parse((await get(`/api/companies/${PROFILE.company}/acts-and-articles-of-incorporation?page=9`)).body);
    expect(beyond.data).toEqual([]);
  });

  it('refuses a bad page with a message key, and answers 404 for an unknown company', async () => {
    for (const query of ['page=0', 'page=x', 'per_page=101', 'per_page=0']) {
      const { status, body } = await get(`/api/companies/${PROFILE.company}/acts-and-articles-of-incorporation?${query}`);
      expect(status, query).toBe(400);
      expect(body.message, query).toMatch(/^errors:/);
    }
    expect((await get('/api/companies/732829320/acts-and-articles-of-incorporation?page=1')).status).toBe(404);
  });
});

describe('balance-sheets, whole or page by page', () => {
  it('keeps the whole merged list by default and slices it when asked', async () => {
    const whole = balanceSheetsResponseSchema.parse((await get(`/api/companies/${PROFILE.company}/balance-sheets`)).body);
    expect(whole.data.map((s) => s.fiscal_year_end)).toEqual(['2024-12-31', '2023-12-31', '2022-12-31', '2021-12-31']);
    expect(whole.meta).toMatchObject({ page: 1, per_page: 4, total: 4, last_page: 1 });
    const second = balanceSheetsResponseSchema.parse((await get(`/api/companies/${PROFILE.company}/balance-sheets?page=2&per_page=3`)).body);
    expect(second.data.map((s) => s.fiscal_year_end)).toEqual(['2021-12-31']);
    expect(second.meta).toEqual({ page: 2, per_page: 3, total: 4, total_is_exact: true, last_page: 2 });
    const bare = balanceSheetsResponseSchema.parse((await get(`/api/companies/${PROFILE.bare}/balance-sheets?page=1`)).body);
    expect(bare).toEqual({ data: [], meta: { page: 1, per_page: 20, total: 0, total_is_exact: true, last_page: 1 } });
    expect((await get(`/api/companies/${PROFILE.company}/balance-sheets?page=-1`)).status).toBe(400);
  });
});

describe('OpenAPI document', () => {
  it('documents page and per_page on both lists', async () => {
    const { body } = await get('/api/docs/json');
    const paths = (body as { paths: Record<string, { get: { parameters: Array<{ name: string; in: string; required?: boolean }> } }> }).paths;
    for (const path of ['/api/companies/{siren}/balance-sheets', '/api/companies/{siren}/acts-and-articles-of-incorporation']) {
      const query = paths[path]?.get.parameters.filter((parameter) => parameter.in === 'query');
      expect(query?.map((parameter) => [parameter.name, parameter.required ?? false]), path).toEqual([
        ['page', false],
        ['per_page', false],
      ]);
    }
  });
});
