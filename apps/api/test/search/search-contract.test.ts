import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { companySearchResponseSchema, filterOptionsResponseSchema, suggestResponseSchema, type CompanySearchResponse } from '@registre/domain';
import type { IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { createTestApp, type TestApp } from '../test-app';
import { headOfficeSiret, S } from './fixtures/search-fixture';
import { createSearchApp, createSearchFixtureDatabase } from './search-test-app';

let database: IsolatedDatabase;
let app: FastifyInstance;
let postings: FastifyInstance;
let shared: TestApp;

beforeAll(async () => {
  database = await createSearchFixtureDatabase();
  app = await createSearchApp(database.pool);
  postings = await createSearchApp(database.pool, { postingsAbove: 0, indexRanksUpTo: 0, postingsProbeBudget: 1e9 });
  shared = await createTestApp();
});
afterAll(async () => {
  await app?.close();
  await postings?.close();
  await shared?.close();
  await database?.drop();
});

const get = (url: string, headers: Record<string, string> = {}, on: FastifyInstance = app) => on.inject({ method: 'GET', url, headers });

async function search(query: string, headers: Record<string, string> = {}, on: FastifyInstance = app): Promise<CompanySearchResponse> {
  const response = await get(`/api/search/companies?${query}`, headers, on);
  expect(response.statusCode, query).toBe(200);
  return companySearchResponseSchema.parse(response.json());
}

const sirensOf = (result: CompanySearchResponse) => result.data.map((item) => item.siren).sort();

describe('GET /api/search/companies: shape and paging', () => {
  it('answers a page of results with the item fields and an exact total', async () => {
    const result = await search('q=boulangerie');
    expect(result.lookup).toBeNull();
    expect(result.meta).toEqual({ page: 1, per_page: 20, total: 5, total_is_exact: true, last_page: 1 });
    const canal = result.data.find((item) => item.siren === S.canal);
    expect(canal).toEqual({
      siren: S.canal,
      name: 'BOULANGERIE DU CANAL',
      sigle: null,
      legal_form: { code: '5710', label: 'SAS, société par actions simplifiée' },
      naf: { code: '10.71C', label: 'Boulangerie et boulangerie-pâtisserie' },
      head_office: { postcode: '75011', city: 'PARIS', department_code: '75' },
      status: 'active',
      creation_date: '2015-03-12',
      financials: { fiscal_year_end: '2023-12-31', confidential: false, turnover_cents: 81_234_567, net_result_cents: 4_021_050 },
    });
  });

  it('pages through the results without overlap, on both query paths', async () => {
    for (const on of [app, postings]) {
      const all = await search('q=boulangerie&per_page=50', {}, on);
      const pages = await Promise.all([1, 2, 3].map((page) => search(`q=boulangerie&per_page=2&page=${page}`, {}, on)));
      expect(pages.map((page) => page.data.length)).toEqual([2, 2, 1]);
      expect(pages.flatMap((page) => page.data.map((item) => item.siren))).toEqual(all.data.map((item) => item.siren));
      expect(pages[0]?.meta).toMatchObject({ total: 5, last_page: 3, per_page: 2 });
    }
  });

  it('pages through the exact names, then the other matches, without a repeat or a gap', async () => {
    // GARAGE DUPUIS twice (the exact names, read apart on the postings path), then GARAGE DUPUIS ET FILS.
    for (const on of [app, postings]) {
      const all = (await search('q=garage+dupuis&per_page=50', {}, on)).data.map((item) => item.siren);
      expect(all.slice(0, 2).sort()).toEqual([S.garageActive, S.garageClosed].sort());
      expect(all).toContain(S.garageFils);
      const pages = await Promise.all(all.map((_, i) => search(`q=garage+dupuis&per_page=1&page=${i + 1}`, {}, on)));
      expect(pages.flatMap((page) => page.data.map((item) => item.siren))).toEqual(all);
    }
  });

  it('counts every match on the GIN path, which reads them all anyway, whatever the bound', async () => {
    const bounded = await createSearchApp(database.pool, { countBound: 3 });
    try {
      expect((await search('q=boulangerie&department=75,69', {}, bounded)).meta).toMatchObject({ total: 5, total_is_exact: true });
    } finally {
      await bounded.close();
    }
  });

  it('ranks the few matches of a frequent word with filters from the GIN index: page and exact total, any page', async () => {
    // Every word is "frequent" (postings path), but the GIN count finds few matches: ranked from it.
    const countFirst = await createSearchApp(database.pool, { postingsAbove: 0 });
    try {
      const query = 'q=boulangerie&department=75,69';
      const viaCount = await search(query, {}, countFirst);
      expect(viaCount.meta).toMatchObject({ total: 5, total_is_exact: true });
      expect(viaCount.data.map((item) => item.siren)).toEqual((await search(query)).data.map((item) => item.siren));
      expect((await search(`${query}&per_page=2&page=3`, {}, countFirst)).data).toHaveLength(1);
      const past = await search(`${query}&per_page=2&page=4`, {}, countFirst);
      expect(past.data).toEqual([]);
      expect(past.meta).toMatchObject({ total: 5, total_is_exact: true });
    } finally {
      await countFirst.close();
    }
  });

  it('says "more than" past the count bound on the postings path', async () => {
    const bounded = await createSearchApp(database.pool, { countBound: 3, postingsAbove: 0, indexRanksUpTo: 0, postingsProbeBudget: 1e9 });
    try {
      const result = await search('q=boulangerie&department=75,69', {}, bounded);
      expect(result.meta).toMatchObject({ total: 3, total_is_exact: false });
      expect(result.data).toHaveLength(5);
    } finally {
      await bounded.close();
    }
  });

  it('answers an empty page for a query nothing matches', async () => {
    const result = await search('q=introuvablissime');
    expect(result.data).toEqual([]);
    expect(result.meta).toEqual({ page: 1, per_page: 20, total: 0, total_is_exact: true, last_page: 1 });
  });

  it.each([
    ['q=b', 'errors:search.query-too-short'],
    ['q=%20%20b%20', 'errors:search.query-too-short'],
    ['', 'errors:search.query-too-short'],
    [`q=${'a'.repeat(201)}`, 'errors:search.query-too-long'],
    ['q=garage&page=501', 'errors:search.page-too-deep'],
    ['q=garage&page=101&per_page=100', 'errors:pagination.invalid-per-page'],
    ['q=garage&page=201&per_page=50', 'errors:search.page-too-deep'],
    ['q=garage&page=0', 'errors:pagination.invalid-page'],
    ['q=garage&department=7', 'errors:search.invalid-department'],
    ['q=garage&activity_code=xx', 'errors:search.invalid-activity-code'],
    ['q=garage&legal_form=123', 'errors:search.invalid-legal-form'],
    ['q=garage&employee_band=9', 'errors:search.invalid-employee-band'],
    ['q=garage&status=open', 'errors:search.invalid-status'],
    ['q=garage&created_from=2020-13-01', 'errors:search.invalid-date'],
    ['q=garage&created_from=2020-01-02&created_to=2020-01-01', 'errors:search.invalid-date-range'],
    ['q=garage&region=x', 'errors:search.invalid-region'],
    ['q=garage&postcode=7501', 'errors:search.invalid-postcode'],
    [`q=garage&department=${Array.from({ length: 31 }, (_, i) => String(i + 10)).join(',')}`, 'errors:search.too-many-codes'],
  ])('refuses %s with %s, before any query', async (query, key) => {
    const response = await get(`/api/search/companies?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(key);
  });
});

describe('GET /api/search/companies: SIREN and SIRET', () => {
  it('answers the company of a SIREN directly, spaces allowed, closed ones too', async () => {
    const spaced = `${S.garageClosed.slice(0, 3)} ${S.garageClosed.slice(3, 6)} ${S.garageClosed.slice(6)}`;
    const result = await search(`q=${encodeURIComponent(spaced)}&department=01`);
    expect(result.lookup).toBe('siren');
    expect(result.data.map((item) => [item.siren, item.status])).toEqual([[S.garageClosed, 'closed']]);
    expect(result.meta.total).toBe(1);
  });

  it('answers the company of a SIRET', async () => {
    const result = await search(`q=${headOfficeSiret(S.leblanc)}`);
    expect(result.lookup).toBe('siret');
    expect(result.data.map((item) => item.siren)).toEqual([S.leblanc]);
  });

  it('answers nothing for an unknown SIREN, still as a lookup', async () => {
    const result = await search('q=552081317');
    expect(result).toMatchObject({ lookup: 'siren', data: [], meta: { total: 0 } });
  });

  it('shows a non-diffusible sole trader as [ND]', async () => {
    const result = await search(`q=${S.hiddenTrader}`);
    expect(result.data[0]).toMatchObject({ siren: S.hiddenTrader, name: '[ND]' });
  });
});

describe('GET /api/search/companies: financial data', () => {
  it('keeps confidential accounts confidential', async () => {
    const result = await search('q=boulangerie%20secrete');
    expect(result.data[0]?.financials).toEqual({ fiscal_year_end: '2023-12-31', confidential: true, turnover_cents: null, net_result_cents: null });
    const none = await search('q=garage%20dupuis');
    expect(none.data.every((item) => item.financials === null)).toBe(true);
  });

  it('leaves financial data out when the hide-financial-data header is set, and varies on it', async () => {
    const response = await get('/api/search/companies?q=boulangerie', { 'hide-financial-data': 'true' });
    const result = companySearchResponseSchema.parse(response.json());
    expect(result.data.length).toBe(5);
    expect(result.data.every((item) => !('financials' in item))).toBe(true);
    expect(response.headers.vary).toContain('hide-financial-data');
    const shown = await search('q=boulangerie', { 'hide-financial-data': 'false' });
    expect(shown.data.every((item) => 'financials' in item)).toBe(true);
  });
});

describe('GET /api/search/companies: filters', () => {
  it.each([
    ['department=69', [S.canalServices, S.confidential, S.lyonBakery]],
    ['department=69&department=75', [S.canal, S.canalLarge, S.canalServices, S.confidential, S.lyonBakery]],
    ['region=84', [S.canalServices, S.confidential, S.lyonBakery]],
    ['postcode=75011', [S.canal, S.canalLarge]],
    ['activity_code=1071C', [S.canal, S.canalLarge, S.canalServices, S.confidential, S.lyonBakery]],
    ['activity_code=49', []],
    ['employee_band=53,42', [S.canalLarge, S.canalServices]],
    ['created_from=2015-01-01', [S.canal, S.lyonBakery]],
    ['created_to=1999-12-31', [S.canalLarge]],
    ['created_from=2015-03-12&created_to=2015-03-12', [S.canal]],
    ['legal_form=5710&department=75', [S.canal, S.canalLarge]],
  ])('boulangerie with %s', async (filters, expected) => {
    for (const on of [app, postings]) {
      expect(sirensOf(await search(`q=boulangerie&${filters}`, {}, on))).toEqual([...expected].sort());
    }
  });

  it.each([
    ['status=closed', [S.garageClosed]],
    ['status=active', [S.garageActive, S.garageFils]],
    ['legal_form=5', [S.garageActive, S.garageClosed, S.garageFils]],
    ['legal_form=54', []],
  ])('garage dupuis with %s', async (filters, expected) => {
    expect(sirensOf(await search(`q=garage%20dupuis&${filters}`))).toEqual([...expected].sort());
  });

  it('filters by legal form at every level', async () => {
    expect(sirensOf(await search('q=menuiserie&legal_form=54'))).toEqual([S.menuiserie]);
    expect(sirensOf(await search('q=menuiserie&legal_form=5499'))).toEqual([S.menuiserie]);
  });

  it('reads searchQuery, the web app\'s encoded text and filters, plain parameters overriding it', async () => {
    const searchQuery = encodeURIComponent('q=boulangerie&department=69,75&status=active&per_page=2');
    const result = await search(`searchQuery=${searchQuery}`);
    expect(result.meta).toMatchObject({ per_page: 2, total: 5 });
    const overridden = await search(`searchQuery=${searchQuery}&department=69`);
    expect(overridden.meta.total).toBe(3);
    const invalid = await get(`/api/search/companies?searchQuery=${encodeURIComponent('q=x')}`);
    expect(invalid.json().message).toBe('errors:search.query-too-short');
  });
});

describe('GET /api/search/companies: HTTP', () => {
  it('is cacheable with an ETag, and a conditional request answers 304', async () => {
    const first = await get('/api/search/companies?q=garage');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=60/);
    const etag = String(first.headers.etag);
    const second = await get('/api/search/companies?q=garage', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
  });

  it('limits requests per IP: 429 with Retry-After', async () => {
    const limited = await createSearchApp(database.pool, {}, 3);
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await get('/api/search/companies?q=garage', {}, limited)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const suggestions = [];
      for (let i = 0; i < 4; i++) suggestions.push(await get('/api/search/suggest?q=garage', {}, limited));
      expect(suggestions.map((response) => response.statusCode)).toEqual([200, 200, 200, 429]);
      const refused = suggestions[3]!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({ message: 'errors:request.rate-limited' });
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/search/suggest', () => {
  it('completes the last word', async () => {
    const response = await get('/api/search/suggest?q=garage%20dup');
    const { data } = suggestResponseSchema.parse(response.json());
    expect(data.map((item) => item.siren)).toContain(S.garageActive);
    expect(data[0]).toMatchObject({ name: 'GARAGE DUPUIS', city: 'BORDEAUX', postcode: '33000' });
  });

  it('gives at most 8, and a SIREN directly', async () => {
    const many = suggestResponseSchema.parse((await get('/api/search/suggest?q=bo')).json());
    expect(many.data.length).toBeGreaterThan(0);
    expect(many.data.length).toBeLessThanOrEqual(8);
    const one = suggestResponseSchema.parse((await get(`/api/search/suggest?q=${S.sigle}`)).json());
    expect(one.data.map((item) => item.siren)).toEqual([S.sigle]);
  });

  it('refuses a query under 2 characters', async () => {
    const response = await get('/api/search/suggest?q=a');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('errors:search.query-too-short');
  });
});

describe('filter options', () => {
  it('lists the APE codes and the departments as { label, code }, cacheable for a day', async () => {
    const ape = await shared.app.inject({ method: 'GET', url: '/api/search/ape-codes' });
    const codes = filterOptionsResponseSchema.parse(ape.json()).data;
    expect(codes.find((option) => option.code === '62.01Z')).toEqual({ code: '62.01Z', label: 'Programmation informatique' });
    expect(codes.every((option) => /^\d{2}\.\d{2}[A-Z]$/.test(option.code))).toBe(true);
    expect(ape.headers['cache-control']).toMatch(/max-age=86400/);
    const departments = filterOptionsResponseSchema.parse((await shared.app.inject({ method: 'GET', url: '/api/search/french-departments' })).json()).data;
    expect(departments).toContainEqual({ code: '2A', label: 'Corse-du-Sud' });
    expect(departments).toContainEqual({ code: '75', label: 'Paris' });
    const regions = await shared.app.inject({ method: 'GET', url: '/api/search/regions' });
    expect(regions.headers['cache-control']).toMatch(/max-age=86400/);
    const regionOptions = filterOptionsResponseSchema.parse(regions.json()).data;
    expect(regionOptions).toContainEqual({ code: '11', label: 'Île-de-France' });
    expect(regionOptions).toContainEqual({ code: '94', label: 'Corse' });
    expect(regionOptions.map((option) => option.label)).toEqual([...regionOptions.map((option) => option.label)].sort((a, b) => a.localeCompare(b, 'fr')));
  });
});

describe('the shared demo register', () => {
  it('finds frequent words with exact totals and every result valid', async () => {
    const frequent = await shared.pool.query<{ word: string }>('SELECT word FROM search_words ORDER BY companies DESC, word LIMIT 4');
    expect(frequent.rows.length).toBe(4);
    for (const { word: q } of frequent.rows) {
      const response = await shared.app.inject({ method: 'GET', url: `/api/search/companies?q=${q}&per_page=50` });
      expect(response.statusCode, q).toBe(200);
      const result = companySearchResponseSchema.parse(response.json());
      expect(result.data.length, q).toBeGreaterThan(0);
      const { rows } = await shared.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM company_search WHERE $1 = ANY (words)', [q]);
      expect(result.meta, q).toMatchObject({ total: rows[0]?.count, total_is_exact: true });
    }
  });

  it('finds each of 50 companies by its exact name among the first results', async () => {
    const { rows } = await shared.pool.query<{ siren: string; name: string }>(
      `SELECT siren, name FROM company_search WHERE name <> '[ND]' ORDER BY md5(siren) LIMIT 50`,
    );
    for (const row of rows) {
      const response = await shared.app.inject({ method: 'GET', url: `/api/search/companies?q=${encodeURIComponent(row.name)}&per_page=50` });
      const result = companySearchResponseSchema.parse(response.json());
      expect(result.data.map((item) => item.siren), row.name).toContain(row.siren);
      expect(result.data[0]?.name, row.name).toBe(row.name);
    }
  });
});
