import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTOR_SEARCH_MAX_RESULTS, directorSearchResponseSchema } from '@registre/domain';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/load-config';
import { createTestApp, type TestApp } from '../test-app';
import { getFrom } from './fixtures/directors-database';

let shared: TestApp;
beforeAll(async () => {
  shared = await createTestApp();
});
afterAll(async () => {
  await shared?.close();
});

const get = (url: string) => getFrom(shared, url);

/** The most frequent last name of the generated register's diffusible natural persons. */
async function frequentLastName(): Promise<{ name: string; count: number }> {
  const { rows } = await shared.pool.query<{ last_name: string; count: number }>(
    `SELECT last_name, count(*)::int AS count FROM persons WHERE kind = 'natural' AND diffusible GROUP BY last_name ORDER BY 2 DESC, 1 LIMIT 1`,
  );
  return { name: rows[0]?.last_name ?? '', count: rows[0]?.count ?? 0 };
}

describe('GET /api/search/directors on the generated register', () => {
  it('answers the contract: page meta, summaries, month/year births, companies with roles', async () => {
    const { name, count } = await frequentLastName();
    expect(count).toBeGreaterThan(5);
    const response = await get(`/api/search/directors?name=${encodeURIComponent(name)}&per_page=5`);
    expect(response.statusCode).toBe(200);
    const body = directorSearchResponseSchema.parse(response.json());
    expect(body.meta).toMatchObject({ page: 1, per_page: 5, total_is_exact: true });
    expect(body.meta.total).toBeGreaterThanOrEqual(count);
    expect(body.meta.last_page).toBe(Math.ceil(body.meta.total / 5));
    expect(body.data).toHaveLength(5);
    for (const item of body.data) {
      expect(item.name).toContain(name);
      expect(item.page_path).toBe(`/dirigeants/${item.id}/${item.slug}`);
      expect(item.birth_date ?? '').toMatch(/^(\d{4}(-\d{2})?)?$/);
      expect(item.companies.length).toBeGreaterThan(0);
      expect(item.companies.length).toBeLessThanOrEqual(Math.min(10, item.companies_count));
      for (const entry of item.companies) expect(entry.roles.length).toBeGreaterThan(0);
    }
    // Exact last-name matches come first, by current mandates (non-increasing).
    const mandates = body.data.map((item) => item.current_mandates_count);
    expect([...mandates].sort((a, b) => b - a)).toEqual(mandates);
  });

  it('pages through the results without repeating or losing any, every page agreeing on the total', async () => {
    const { name } = await frequentLastName();
    const url = (page: number) => `/api/search/directors?name=${encodeURIComponent(name)}&per_page=7&page=${page}`;
    const first = directorSearchResponseSchema.parse((await get(url(1))).json());
    const pages: number[] = [];
    for (let page = 1; page <= first.meta.last_page && page <= 10; page++) {
      const body = directorSearchResponseSchema.parse((await get(url(page))).json());
      expect(body.meta).toEqual({ ...first.meta, page });
      pages.push(...body.data.map((item) => item.id));
    }
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.length).toBe(Math.min(first.meta.total, 70));
  });

  it('adds close matches (typos, prefixes) only when exact matches do not fill a page', async () => {
    const { name, count } = await frequentLastName();
    const exactOnly = directorSearchResponseSchema.parse((await get(`/api/search/directors?name=${encodeURIComponent(name)}&per_page=5`)).json());
    expect(exactOnly.data.every((item) => item.name.split(' ').includes(name))).toBe(true);
    const prefix = name.slice(0, -1);
    const close = directorSearchResponseSchema.parse((await get(`/api/search/directors?name=${encodeURIComponent(prefix)}&per_page=50`)).json());
    expect(close.meta.total).toBeGreaterThanOrEqual(Math.min(count, 50));
    expect(close.data.filter((item) => item.name.split(' ').includes(name)).length).toBeGreaterThan(0);
  });

  it('answers an empty page past the last one, with the total', async () => {
    const { name } = await frequentLastName();
    const body = directorSearchResponseSchema.parse((await get(`/api/search/directors?name=${encodeURIComponent(name)}&page=20&per_page=20`)).json());
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBeGreaterThan(0);
  });

  it('refuses pages beyond the bound of ranked results with a message', async () => {
    const page = DIRECTOR_SEARCH_MAX_RESULTS / 20 + 1;
    const response = await get(`/api/search/directors?name=martin&page=${page}&per_page=20`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'errors:directors.page-too-deep', errors: { page: ['errors:directors.page-too-deep'] } });
  });

  it.each([
    ['name=a', 'errors:directors.name-too-short'],
    ['name=', 'errors:directors.name-too-short'],
    ['name=%20-%20', 'errors:directors.name-too-short'],
    ['', 'errors:directors.name-too-short'],
    [`name=${'x'.repeat(201)}`, 'errors:directors.name-too-long'],
    ['name=martin&birth_year=abc', 'errors:directors.invalid-birth-year'],
    ['name=martin&birth_year=19700', 'errors:directors.invalid-birth-year'],
    ['name=martin&page=0', 'errors:pagination.invalid-page'],
    ['name=martin&per_page=51', 'errors:pagination.invalid-per-page'],
  ])('answers 400 to ?%s', async (query, key) => {
    const response = await get(`/api/search/directors?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(key);
  });

  it('is publicly cacheable and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/search/directors?name=martin');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const again = await getFrom(shared, '/api/search/directors?name=martin', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('limits each client address: 429 with Retry-After once over the limit', async () => {
    const limited = await buildApp({ config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', SEARCH_RATE_LIMIT_PER_MINUTE: '5' }), pool: shared.pool });
    try {
      const from = (address: string, url: string) => limited.inject({ method: 'GET', url, remoteAddress: address });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await from('192.0.2.77', `/api/search/directors?name=zz${i}`)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      const over = await from('192.0.2.77', '/api/search/directors?name=martin');
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.json().message).toBe('errors:request.rate-limited');
      // Another address is not affected, and page reads allow more than searches.
      expect((await from('192.0.2.78', '/api/search/directors?name=martin')).statusCode).toBe(200);
      for (let i = 0; i < 6; i++) expect((await from('192.0.2.77', '/api/directors/by-sector/J')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
