import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPath, directorPagePath, indexableCompanyName, type CompanyNameFields } from '@registre/domain';
import { createTestApp, type TestApp } from '../test-app';
import { crawlSitemaps, fileNumbersOf, pathsOf, type CrawledSitemaps } from './crawl-sitemaps';

/**
 * The sitemaps of the shared generated register, cut in files of 97 URLs (a size only this file
 * uses: its cut rows in sitemap_files are its own), checked against the register itself.
 */
const PER_FILE = 97;
const ORIGIN = 'https://www.registre-test.fr';

let api: TestApp;
let crawled: CrawledSitemaps;

beforeAll(async () => {
  api = await createTestApp(undefined, { SITEMAP_FILES_PER_MINUTE: '100000', SITEMAP_URLS_PER_FILE: String(PER_FILE), SITE_URL: `${ORIGIN}/ignored-path` });
  crawled = await crawlSitemaps(api, ORIGIN, PER_FILE);
});
afterAll(() => api.close());

describe('sitemaps of the register', () => {
  it('lists the fixed pages and the content first, then company and director files numbered from 1 without a gap', () => {
    expect(crawled.index.slice(0, 2).map((entry) => entry.loc)).toEqual([`${ORIGIN}/sitemaps/pages.xml`, `${ORIGIN}/sitemaps/content.xml`]);
    for (const kind of ['companies', 'directors'] as const) {
      const numbers = fileNumbersOf(crawled, kind, ORIGIN);
      expect(numbers.length).toBeGreaterThan(1);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    }
    expect(crawled.index).toHaveLength(2 + crawled.files.size);
  });

  it('lists every indexable company once, at its canonical page URL, and no [ND] company', async () => {
    const { rows } = await api.pool.query<CompanyNameFields & { siren: string }>(
      `SELECT siren, diffusion_status, legal_category_code, denomination, usual_names, last_name, usage_name, first_names FROM companies`,
    );
    const expected = rows.flatMap((row) => {
      const name = indexableCompanyName(row);
      return name === null ? [] : [companyPath(row.siren, name)];
    });
    const listed = pathsOf(crawled, 'companies', ORIGIN);
    expect(listed).toHaveLength(expected.length);
    expect(new Set(listed)).toEqual(new Set(expected));

    const hidden = rows.filter((row) => row.diffusion_status !== 'O').map((row) => row.siren);
    expect(hidden.length).toBeGreaterThan(0);
    const listedSirens = new Set(listed.map((path) => path.split('/')[2]));
    for (const siren of hidden) expect(listedSirens.has(siren), siren).toBe(false);
  });

  it('lists closed companies too (their page answers 200 and says they are closed)', async () => {
    const { rows } = await api.pool.query<{ siren: string }>(`SELECT siren FROM companies WHERE administrative_status = 'C' AND diffusion_status = 'O'`);
    expect(rows.length).toBeGreaterThan(0);
    const listedSirens = new Set(pathsOf(crawled, 'companies', ORIGIN).map((path) => path.split('/')[2]));
    expect(rows.some((row) => listedSirens.has(row.siren))).toBe(true);
  });

  it('lists every diffusible person once at their page address, and no other person', async () => {
    const { rows } = await api.pool.query<{ id: string; slug: string | null }>('SELECT id::text AS id, slug FROM persons WHERE diffusible');
    const listed = pathsOf(crawled, 'directors', ORIGIN);
    expect(listed).toHaveLength(rows.length);
    expect(new Set(listed)).toEqual(new Set(rows.map((row) => directorPagePath(Number(row.id), row.slug))));
  });

  it('gives each URL the date its row last changed', async () => {
    const [file] = crawled.files.values();
    const first = file?.urls[0];
    if (!first) throw new Error('no company URL');
    const siren = first.loc.slice(ORIGIN.length).split('/')[2];
    const { rows } = await api.pool.query<{ day: string }>(`SELECT to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM companies WHERE siren = $1`, [siren]);
    expect(first.lastmod).toBe(rows[0]?.day);
  });

  it('answers a conditional request for an unchanged index with a 304, and HEAD on a file', async () => {
    const first = await api.app.inject({ method: 'GET', url: '/api/sitemaps/index.xml' });
    const again = await api.app.inject({ method: 'GET', url: '/api/sitemaps/index.xml', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const head = await api.app.inject({ method: 'HEAD', url: '/api/sitemaps/companies/1.xml' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it('answers 404 past the last file and 400 for a file name it cannot read', async () => {
    const last = Math.max(...fileNumbersOf(crawled, 'companies', ORIGIN));
    const beyond = await api.app.inject({ method: 'GET', url: `/api/sitemaps/companies/${last + 1}.xml` });
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json()).toEqual({ message: 'errors:sitemaps.not-found' });
    for (const url of ['/api/sitemaps/companies/0.xml', '/api/sitemaps/companies/1', '/api/sitemaps/persons/1.xml', '/api/sitemaps/companies/-1.xml']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe('errors:sitemaps.invalid-file');
    }
  });
});
