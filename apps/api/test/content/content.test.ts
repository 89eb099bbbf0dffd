import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeContentFixture } from '../../../../test/fixtures/content-fixture';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { syncContent } from '../../src/modules/content';
import { createTestApp, type TestApp } from '../test-app';

let database: IsolatedDatabase;
let test: TestApp;
const fixture = writeContentFixture();

beforeAll(async () => {
  database = await createIsolatedDatabase();
  test = await createTestApp(database.url);
  const first = await syncContent(test.pool, fixture);
  expect(first).toMatchObject({ upserted: 7, deleted: 0, problems: 0 });
});
afterAll(async () => {
  await test?.close();
  await database?.drop();
  fixture.remove();
});

const get = (url: string) => test.app.inject({ method: 'GET', url });

describe('content sync', () => {
  it('upserts only changed files and deletes removed ones', async () => {
    expect(await syncContent(test.pool, fixture)).toMatchObject({ upserted: 0, deleted: 0, unchanged: 7 });
    const file = join(fixture.contentDir, 'articles/extrait-kbis/lire-un-extrait-kbis.md');
    const { rmSync, readFileSync } = await import('node:fs');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('title: "Lire un extrait Kbis délivré par le greffe"', 'title: "Bien lire un extrait Kbis délivré par le greffe"'));
    expect(await syncContent(test.pool, fixture)).toMatchObject({ upserted: 1, unchanged: 6 });
    expect((await get('/api/content/sections/articles/extrait-kbis/lire-un-extrait-kbis')).json().data.title).toBe('Bien lire un extrait Kbis délivré par le greffe');
    rmSync(file);
    expect(await syncContent(test.pool, fixture)).toMatchObject({ deleted: 1 });
    expect((await get('/api/content/sections/articles/extrait-kbis/lire-un-extrait-kbis')).statusCode).toBe(404);
    writeFileSync(file, text);
    expect(await syncContent(test.pool, fixture)).toMatchObject({ upserted: 1 });
  });
});

describe('content sync at start', () => {
  it('an API built on a platform publishes content/ before it answers', async () => {
    const own = await createIsolatedDatabase();
    const api = await createTestApp(own.url, {}, { platform: true });
    try {
      const { rows } = await api.pool.query<{ slug: string }>(`SELECT slug FROM content_pages WHERE section = 'experts' ORDER BY slug`);
      expect(rows.map((row) => row.slug)).toContain('redaction-juridique');
      expect((await api.app.inject({ method: 'GET', url: '/api/content/experts/redaction-juridique' })).statusCode).toBe(200);
    } finally {
      await api.close();
      await own.drop();
    }
  });
});

describe('content API', () => {
  it('lists a section newest first, by category, tag and author, paged', async () => {
    const blog = await get('/api/content/sections/actualites?tag=rne');
    expect(blog.statusCode).toBe(200);
    expect(blog.json().data.map((entry: { path: string }) => entry.path)).toEqual(['/actualites/actualite-registres/registres-entreprises-2026']);
    expect((await get('/api/content/sections/actualites?tag=sas')).json().meta.total).toBe(0);
    const glossary = await get('/api/content/sections/notre-lexique?category=registres-identifiants&per_page=2&page=2');
    expect(glossary.json().data.map((entry: { term: string }) => entry.term)).toEqual(['SIREN']);
    expect(glossary.json().meta).toMatchObject({ total: 3, last_page: 2 });
  });

  it('reads an article with its HTML, table of contents, author, sources and neighbours', async () => {
    const response = await get('/api/content/sections/notre-lexique/registres-identifiants/rcs');
    expect(response.statusCode).toBe(200);
    const article = response.json().data;
    expect(article).toMatchObject({ term: 'RCS', categoryName: 'Registres et identifiants', expert: { slug: 'equipe-test', penName: true }, previous: { slug: 'kbis' }, next: { slug: 'siren' } });
    expect(article.related.map((entry: { slug: string }) => entry.slug)).toEqual(['kbis', 'siren']);
    expect(article.legalBasis[0].label).toBe('Code de commerce, article R123-237');
    expect(article.html).toContain('<a href="/extrait-kbis">');
    const blog = (await get('/api/content/sections/actualites/actualite-registres/registres-entreprises-2026')).json().data;
    expect(blog.toc.map((entry: { title: string }) => entry.title)).toEqual(['Le guichet unique et le RNE', 'Le RCS et le Kbis', 'Le BODACC', 'Vérifier un partenaire']);
    expect(blog.title).toBe('Registres des entreprises\u00A0: ce qui change en 2026\u202F?');
    expect(blog.sources[0]).toEqual({ title: 'Code de commerce, article R123-237', url: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000046844925', consulted: '2026-11-18' });
  });

  it('answers 404 for an unknown article or author and 400 for a bad section or slug', async () => {
    expect((await get('/api/content/sections/actualites/actualite-registres/inconnu')).json()).toEqual({ message: 'errors:content.not-found' });
    expect((await get('/api/content/experts/personne')).statusCode).toBe(404);
    expect((await get('/api/content/sections/blog')).json()).toMatchObject({ message: 'errors:content.invalid-section' });
    expect((await get('/api/content/sections/actualites/Cat%C3%A9gorie/x')).statusCode).toBe(400);
    expect((await get('/api/content/sections/actualites?page=0')).statusCode).toBe(400);
  });

  it('gives the A–Z index, the taxonomy with counts and an author with their articles', async () => {
    const index = (await get('/api/content/glossary/index')).json().data;
    expect(index.map((group: { letter: string; terms: { term: string }[] }) => [group.letter, group.terms.map((entry) => entry.term)])).toEqual([['K', ['Kbis']], ['R', ['RCS']], ['S', ['SIREN']]]);
    const taxonomy = (await get('/api/content/sections/actualites/taxonomy')).json().data;
    expect(taxonomy.categories).toEqual([{ slug: 'actualite-registres', name: 'Actualité des registres', description: 'RNE, Sirene et BODACC.', count: 1 }]);
    expect(taxonomy.tags).toEqual([{ slug: 'rne', name: 'RNE', count: 1 }, { slug: 'bodacc', name: 'BODACC', count: 1 }]);
    const expert = (await get('/api/content/experts/equipe-test')).json().data;
    expect(expert.expert.name).toBe('Camille Test');
    expect(expert.articles).toHaveLength(6);
  });

  it('searches in French, without accents and with a typo', async () => {
    const search = async (section: string, q: string) => (await get(`/api/content/search?section=${section}&q=${encodeURIComponent(q)}`)).json().data.map((entry: { slug: string }) => entry.slug);
    expect(await search('actualites', 'annonces publiées')).toEqual(['registres-entreprises-2026']);
    expect(await search('nos-dossiers', 'greffe controle')).toEqual(['immatriculer-sa-societe']);
    expect(await search('notre-lexique', 'regsitre du commerce')).toContain('rcs');
    expect(await search('notre-lexique', 'immatriculaton')).toContain('kbis');
    expect(await search('actualites', 'ornithorynque')).toEqual([]);
  });

  it('refuses a search too short or of an unknown section', async () => {
    expect((await get('/api/content/search?section=actualites&q=a')).json()).toMatchObject({ message: 'errors:search.query-too-short' });
    expect((await get('/api/content/search?section=forum&q=kbis')).statusCode).toBe(400);
    expect((await get('/api/content/search?q=kbis')).statusCode).toBe(400);
  });

  it('lists every content page in its sitemap', async () => {
    const xml = (await get('/api/sitemaps/content.xml')).body;
    for (const path of ['/actualites', '/actualites/actualite-registres', '/actualites/tag/rne', '/notre-lexique/registres-identifiants/kbis', '/nos-dossiers/creer/immatriculer-sa-societe', '/extrait-kbis/article/lire-un-extrait-kbis', '/experts/equipe-test']) {
      expect(xml).toContain(`${path}</loc>`);
    }
  });
});
