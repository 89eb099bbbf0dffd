import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { parseUrlset } from '../../../../test/helpers/sitemap-xml';
import { urlsetChunks } from '../../src/modules/sitemaps/urlset-stream';
import { createTestApp, type TestApp } from '../test-app';
import { crawlSitemaps, fileNumbersOf, pathsOf } from './crawl-sitemaps';

/** Files of 3 URLs over a hand-made register: which rows are listed, how, and where the files cut. */
const PER_FILE = 3;
const ORIGIN = 'https://www.registre-test.fr';

interface CompanyFixture {
  siren: string;
  diffusion: 'O' | 'P' | 'N';
  category: string;
  denomination?: string;
  lastName?: string;
  firstNames?: string;
  status?: 'A' | 'C';
}

const LEGAL = '5710';
const INDIVIDUAL = '1000';

const COMPANIES: CompanyFixture[] = [
  { siren: '100000001', diffusion: 'O', category: LEGAL, denomination: 'BOULANGERIE & FILS <TEST>' },
  { siren: '100000002', diffusion: 'O', category: LEGAL, denomination: 'ANCIENNE MAISON', status: 'C' },
  { siren: '100000003', diffusion: 'P', category: INDIVIDUAL, lastName: 'SECRET', firstNames: 'ANNE' },
  { siren: '100000004', diffusion: 'P', category: LEGAL, denomination: 'SOCIETE NON DIFFUSIBLE' },
  { siren: '100000005', diffusion: 'N', category: LEGAL, denomination: 'ANCIEN STATUT N' },
  { siren: '100000006', diffusion: 'O', category: LEGAL },
  { siren: '100000007', diffusion: 'O', category: INDIVIDUAL, lastName: 'Durand', firstNames: 'Claire Marie' },
  { siren: '100000008', diffusion: 'O', category: LEGAL, denomination: "L'ÉCOLE D'ÉTÉ" },
  { siren: '100000009', diffusion: 'O', category: LEGAL, denomination: 'ATELIER NEUF' },
  { siren: '100000010', diffusion: 'O', category: LEGAL, denomination: 'DIXIEME' },
  { siren: '100000011', diffusion: 'O', category: LEGAL, denomination: 'ONZIEME' },
];

/** What the files must list, in SIREN order. */
const EXPECTED_COMPANY_PATHS = [
  '/entreprises/100000001/boulangerie-fils-test',
  '/entreprises/100000002/ancienne-maison',
  '/entreprises/100000007/claire-durand',
  '/entreprises/100000008/l-ecole-d-ete',
  '/entreprises/100000009/atelier-neuf',
  '/entreprises/100000010/dixieme',
  '/entreprises/100000011/onzieme',
];

let database: IsolatedDatabase;
let api: TestApp;
const personIds: Record<string, number> = {};

async function addPerson(key: string, slug: string | null, diffusible: boolean): Promise<void> {
  const { rows } = await database.pool.query<{ id: string }>(
    `INSERT INTO persons (kind, last_name, first_names, diffusible, identity_key, slug, updated_at)
     VALUES ('natural', $1, 'Jean', $2, $3, $4, '2025-03-04T23:30:00Z') RETURNING id::text AS id`,
    [key, diffusible, `natural:${key}|jean|1970-01`, slug],
  );
  personIds[key] = Number(rows[0]?.id);
}

beforeAll(async () => {
  database = await createIsolatedDatabase();
  for (const company of COMPANIES) {
    await database.pool.query(
      `INSERT INTO companies (siren, diffusion_status, legal_category_code, denomination, last_name, first_names, administrative_status, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, '2026-01-31T23:59:59Z')`,
      [company.siren, company.diffusion, company.category, company.denomination ?? null, company.lastName ?? null, company.firstNames ?? null, company.status ?? 'A'],
    );
  }
  await addPerson('dupont', 'jean-dupont', true);
  await addPerson('cache', 'jean-cache', false);
  await addPerson('obrien', "jean-o'brien-&-fils", true);
  await addPerson('elodie', 'élodie', true);
  await addPerson('sans-slug', null, true);
  api = await createTestApp(database.url, { SITEMAP_URLS_PER_FILE: String(PER_FILE), SITE_URL: ORIGIN });
});

afterAll(async () => {
  await api.close();
  await database.drop();
});

describe('sitemaps of a hand-made register', () => {
  it('cuts files of at most 3 URLs on first use and lists the indexable companies in SIREN order', async () => {
    const crawled = await crawlSitemaps(api, ORIGIN, PER_FILE);
    expect(fileNumbersOf(crawled, 'companies', ORIGIN)).toEqual([1, 2, 3]);
    expect(pathsOf(crawled, 'companies', ORIGIN)).toEqual(EXPECTED_COMPANY_PATHS);
    const lastmods = [...crawled.files.entries()].filter(([path]) => path.includes('/companies/')).flatMap(([, file]) => file.urls.map((url) => url.lastmod));
    expect(new Set(lastmods)).toEqual(new Set(['2026-01-31']));
    expect(crawled.index.find((entry) => entry.loc.endsWith('/companies/1.xml'))?.lastmod).toBe('2026-01-31T23:59:59+00:00');
  });

  it('leaves out [ND] persons and escapes what a URL or XML cannot hold as it is', async () => {
    const crawled = await crawlSitemaps(api, ORIGIN, PER_FILE);
    expect(fileNumbersOf(crawled, 'directors', ORIGIN)).toEqual([1, 2]);
    expect(pathsOf(crawled, 'directors', ORIGIN)).toEqual([
      `/dirigeants/${personIds.dupont}/jean-dupont`,
      `/dirigeants/${personIds.obrien}/jean-o'brien-&-fils`,
      `/dirigeants/${personIds.elodie}/%C3%A9lodie`,
      `/dirigeants/${personIds['sans-slug']}/dirigeant`,
    ]);
    const raw = [...crawled.files.values()].map((file) => file.xml).join('');
    expect(raw).toContain(`/dirigeants/${personIds.obrien}/jean-o&apos;brien-&amp;-fils</loc>`);
    expect(raw).not.toContain(`/dirigeants/${personIds.cache}/`);
    expect(raw).toContain('<lastmod>2025-03-04</lastmod>');
  });

  it('puts rows added after the cut in the file whose keys hold them, never past the limit', async () => {
    await database.pool.query(`INSERT INTO companies (siren, denomination, legal_category_code) VALUES ('100000012', 'DOUZIEME', $1), ('100000000', 'PREMIERE', $1)`, [LEGAL]);
    const first = parseUrlset((await api.app.inject({ method: 'GET', url: '/api/sitemaps/companies/1.xml' })).body).map((url) => url.loc.slice(ORIGIN.length));
    expect(first).toEqual(['/entreprises/100000000/premiere', ...EXPECTED_COMPANY_PATHS.slice(0, 2)]);
    const last = parseUrlset((await api.app.inject({ method: 'GET', url: '/api/sitemaps/companies/3.xml' })).body).map((url) => url.loc.slice(ORIGIN.length));
    expect(last).toEqual([...EXPECTED_COMPANY_PATHS.slice(5), '/entreprises/100000012/douzieme']);

    // Until the next cut, a full file would drop what no longer fits; the cut after each import takes it back.
    await database.pool.query('SELECT refresh_all_sitemap_files()');
    const crawled = await crawlSitemaps(api, ORIGIN, PER_FILE);
    expect(pathsOf(crawled, 'companies', ORIGIN)).toEqual([
      '/entreprises/100000000/premiere',
      ...EXPECTED_COMPANY_PATHS,
      '/entreprises/100000012/douzieme',
    ]);
    // Files are cut on diffusible rows: 100000006 (diffusible, but no name to show) counts in its file and is not listed.
    expect(fileNumbersOf(crawled, 'companies', ORIGIN)).toEqual([1, 2, 3, 4]);
  });

  it('reads a file in keyset batches in key order, whatever the number of digits of the keys', async () => {
    const ids = [998, 999, 1000, 1001, 10000];
    for (const id of ids) {
      await database.pool.query(`INSERT INTO persons (id, kind, last_name, diffusible, identity_key, slug) VALUES ($1, 'natural', 'Lot', true, $2, 'lot')`, [id, `natural:lot|${id}`]);
    }
    let xml = '';
    for await (const chunk of urlsetChunks(database.pool, 'directors', { after: '997', through: '10000', limit: 10 }, ORIGIN, 2)) xml += chunk;
    expect(parseUrlset(xml).map((url) => url.loc)).toEqual(ids.map((id) => `${ORIGIN}/dirigeants/${id}/lot`));

    let capped = '';
    for await (const chunk of urlsetChunks(database.pool, 'directors', { after: '997', through: '10000', limit: 3 }, ORIGIN, 2)) capped += chunk;
    expect(parseUrlset(capped)).toHaveLength(3);
  });
});
