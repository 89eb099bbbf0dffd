import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { companyPath, directorPagePath, indexableCompanyName, type CompanyNameFields } from '@registre/domain';
import { parseSitemapIndex, parseUrlset, W3C_DATE, type SitemapEntry } from '../../../test/helpers/sitemap-xml';

/**
 * The sitemaps as a crawler finds them through the site: robots.txt names the index, the index
 * names the files (served by the site, streamed from the API), the files name pages that open.
 */
const webUrl = inject('webUrl');
let db: pg.Client;
let origin: string;
let index: SitemapEntry[];
const files = new Map<string, SitemapEntry[]>();

/** A path of the site, from an absolute URL of the sitemaps (on SITE_URL, which is not where the test site listens). */
function sitePath(loc: string): string {
  expect(loc.startsWith(`${origin}/`), loc).toBe(true);
  return loc.slice(origin.length);
}

async function getXml(path: string): Promise<string> {
  const response = await fetch(`${webUrl}${path}`, { redirect: 'manual' });
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type'), path).toBe('application/xml; charset=utf-8');
  expect(response.headers.get('cache-control') ?? '', path).toMatch(/^public, max-age=\d+/);
  return response.text();
}

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const robots = await (await fetch(`${webUrl}/robots.txt`)).text();
  const sitemapLine = robots.split('\n').find((line) => line.startsWith('Sitemap: '));
  if (!sitemapLine) throw new Error(`robots.txt names no sitemap:\n${robots}`);
  const indexUrl = new URL(sitemapLine.slice('Sitemap: '.length).trim());
  expect(indexUrl.pathname).toBe('/sitemap.xml');
  origin = indexUrl.origin;
  index = parseSitemapIndex(await getXml('/sitemap.xml'));
  for (const entry of index) files.set(sitePath(entry.loc), parseUrlset(await getXml(sitePath(entry.loc))));
});
afterAll(() => db?.end());

describe('sitemaps through the site', () => {
  it('robots.txt names the index, which lists the fixed pages and the company and director files', () => {
    expect([...files.keys()]).toEqual(['/sitemaps/pages.xml', '/sitemaps/content.xml', '/sitemaps/companies/1.xml', '/sitemaps/directors/1.xml']);
    for (const entry of index.slice(2)) expect(entry.lastmod).toMatch(W3C_DATE);
    expect(files.get('/sitemaps/pages.xml')?.map((url) => sitePath(url.loc))).toEqual(
      expect.arrayContaining(['/', '/documents', '/documents-b2b', '/documents/groupe/emploi', '/documents/certificat-travail', '/documents/landing/lettre-demission']),
    );
  });

  it('lists every indexable company of the register once, and no [ND] one', async () => {
    const { rows } = await db.query<CompanyNameFields & { siren: string }>(
      'SELECT siren, diffusion_status, legal_category_code, denomination, usual_names, last_name, usage_name, first_names FROM companies',
    );
    const expected = rows.flatMap((row) => {
      const name = indexableCompanyName(row);
      return name === null ? [] : [companyPath(row.siren, name)];
    });
    const listed = (files.get('/sitemaps/companies/1.xml') ?? []).map((url) => sitePath(url.loc));
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThanOrEqual(50_000);
    expect(new Set(listed)).toEqual(new Set(expected));
    expect(listed).toHaveLength(expected.length);
    for (const url of files.get('/sitemaps/companies/1.xml') ?? []) expect(url.lastmod).toMatch(W3C_DATE);
  });

  it('lists company URLs that open the company page itself (200, no redirect)', async () => {
    const urls = files.get('/sitemaps/companies/1.xml') ?? [];
    const { rows: closed } = await db.query<{ siren: string }>(`SELECT siren FROM companies WHERE administrative_status = 'C' AND diffusion_status = 'O' ORDER BY siren LIMIT 1`);
    const closedUrl = urls.find((url) => url.loc.includes(`/entreprises/${closed[0]?.siren}/`));
    expect(closedUrl, 'a closed company is listed').toBeDefined();
    const sample = [urls[0], urls[Math.floor(urls.length / 2)], urls.at(-1), closedUrl];
    for (const url of sample) {
      const path = sitePath(url?.loc ?? '');
      const response = await fetch(`${webUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(`<link rel="canonical" href="${origin}${path}"`);
    }
  });

  it('lists every diffusible person at their page address', async () => {
    const { rows } = await db.query<{ id: string; slug: string | null }>('SELECT id::text AS id, slug FROM persons WHERE diffusible');
    const listed = (files.get('/sitemaps/directors/1.xml') ?? []).map((url) => sitePath(url.loc));
    expect(new Set(listed)).toEqual(new Set(rows.map((row) => directorPagePath(Number(row.id), row.slug))));
  });

  it('lists director URLs that open the director page itself (200, no redirect, that URL as canonical)', async () => {
    const urls = files.get('/sitemaps/directors/1.xml') ?? [];
    for (const url of [urls[0], urls[Math.floor(urls.length / 2)], urls.at(-1)]) {
      const path = sitePath(url?.loc ?? '');
      const response = await fetch(`${webUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(`<link rel="canonical" href="${origin}${path}"`);
    }
  });

  it('answers 404 for a file that does not exist', async () => {
    for (const path of ['/sitemaps/companies/2.xml', '/sitemaps/people/1.xml', '/sitemaps/companies/abc.xml']) {
      expect((await fetch(`${webUrl}${path}`, { redirect: 'manual' })).status, path).toBe(404);
    }
  });
});
