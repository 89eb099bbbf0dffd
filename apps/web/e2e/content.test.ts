import { createPool } from '@registre/db';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultContentRoots, syncContent } from '../../api/src/modules/content';
import { writeContentFixture } from '../../../test/fixtures/content-fixture';
import { useBrowserSession } from './browser-session';
import { horizontalOverflow, PHONE } from './phone-layout';
import { seriousViolations } from './serious-violations';

/**
 * One page of each publication template, on a fixture tree synced into the test database (the
 * real content/ is synced back afterwards): status, H1, structured data, no serious axe violation,
 * no horizontal scroll at 1280 and 390 px. CONTENT_SCREENSHOTS_DIR keeps full-page screenshots.
 */
const webUrl = inject('webUrl');
const SCREENSHOTS = process.env.CONTENT_SCREENSHOTS_DIR;
const session = useBrowserSession();
const fixture = writeContentFixture();
const pool = createPool(inject('databaseUrl'));

beforeAll(async () => {
  await syncContent(pool, fixture);
});
afterAll(async () => {
  await syncContent(pool, defaultContentRoots());
  await pool.end();
  fixture.remove();
});

/** Each template, with text only its fixture page shows (null for pages the header's links may have cached before the sync). */
const TEMPLATES: { path: string; h1: RegExp; shows: string | null; jsonLd: string[] }[] = [
  { path: '/actualites', h1: /Actualités des entreprises/, shows: null, jsonLd: [] },
  { path: '/actualites/actualite-registres', h1: /Actualité des registres/, shows: null, jsonLd: ['BreadcrumbList'] },
  { path: '/actualites/actualite-registres/registres-entreprises-2026', h1: /ce qui change en 2026/, shows: 'Camille Test', jsonLd: ['BlogPosting', 'BreadcrumbList'] },
  { path: '/actualites/tag/bodacc', h1: /Thème : BODACC/, shows: 'Registres des entreprises', jsonLd: ['BreadcrumbList'] },
  { path: '/actualites/recherche?q=annonces%20publi%C3%A9es', h1: /Rechercher dans les actualités/, shows: '1 résultat pour', jsonLd: ['BreadcrumbList'] },
  { path: '/experts/equipe-test', h1: /Camille Test/, shows: 'nom de plume', jsonLd: ['Organization', 'BreadcrumbList'] },
  { path: '/notre-lexique', h1: /Lexique des entreprises/, shows: null, jsonLd: ['DefinedTermSet'] },
  { path: '/notre-lexique/registres-identifiants', h1: /Registres et identifiants/, shows: null, jsonLd: ['DefinedTermSet', 'BreadcrumbList'] },
  { path: '/notre-lexique/registres-identifiants/kbis', h1: /Kbis/, shows: 'Fondement juridique', jsonLd: ['DefinedTerm', 'BreadcrumbList'] },
  { path: '/notre-lexique/recherche?q=immatriculaton', h1: /Rechercher dans le lexique/, shows: 'Kbis', jsonLd: ['BreadcrumbList'] },
  { path: '/nos-dossiers', h1: /Nos dossiers pratiques/, shows: null, jsonLd: [] },
  { path: '/nos-dossiers/creer', h1: /Créer/, shows: null, jsonLd: ['BreadcrumbList'] },
  { path: '/nos-dossiers/creer/immatriculer-sa-societe', h1: /Immatriculer sa société/, shows: 'Questions fréquentes', jsonLd: ['Article', 'FAQPage', 'BreadcrumbList'] },
  { path: '/extrait-kbis/article/lire-un-extrait-kbis', h1: /Lire un extrait Kbis/, shows: 'Passer à la pratique', jsonLd: ['Article', 'BreadcrumbList'] },
];

async function jsonLdTypes(page: Page): Promise<string[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as { '@type': string } | { '@type': string }[];
    return (Array.isArray(data) ? data : [data]).map((entry) => entry['@type']);
  });
}

async function open(path: string, width: number): Promise<Page> {
  const page = session.page;
  await page.setViewportSize(width === PHONE.width ? PHONE : { width, height: 900 });
  const response = await page.goto(`${webUrl}${path}`);
  expect(response?.status(), path).toBe(200);
  return page;
}

describe('publication templates', () => {
  const cases = [1280, PHONE.width].flatMap((width) => TEMPLATES.map((template) => ({ ...template, width })));
  it.each(cases)('$path at $width px: heading, structured data, no serious axe violation, no sideways scroll', async (template) => {
    const page = await open(template.path, template.width);
    await expect(page.locator('h1').first().textContent()).resolves.toMatch(template.h1);
    if (template.shows) expect(await page.locator('main').textContent()).toContain(template.shows);
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(template.jsonLd));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${template.path.slice(1).replace(/[/?=&%]+/g, '_')}-${template.width}.png`, fullPage: true });
  });

  it('links an article to its author, its sources and its table of contents, and a product page to its article', async () => {
    const page = await open('/actualites/actualite-registres/registres-entreprises-2026', 1280);
    expect(await page.getByRole('link', { name: 'Camille Test' }).first().getAttribute('href')).toBe('/experts/equipe-test');
    expect(await page.getByRole('navigation', { name: 'Sommaire' }).getByRole('link').count()).toBe(4);
    expect(await page.locator('a[href^="https://www.legifrance.gouv.fr"]').first().getAttribute('rel')).toBe('noopener noreferrer');
    expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toMatch(/\/actualites\/feed\.xml$/);
    // The product page's list of articles may be served once from the data cache (10 s) of a visit before the sync.
    const articleLink = page.getByRole('link', { name: 'Lire un extrait Kbis' });
    await expect
      .poll(async () => {
        await open('/extrait-kbis/resultats', 1280);
        return articleLink.count();
      }, { timeout: 30_000, interval: 2_000 })
      .toBe(1);
    expect(await articleLink.getAttribute('href')).toBe('/extrait-kbis/article/lire-un-extrait-kbis');
  });

  it("puts every template's description and canonical address in <head> for a browser, not only for bots", async () => {
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
    for (const { path } of TEMPLATES) {
      const html = await (await fetch(`${webUrl}${path}`, { headers: { 'user-agent': browser } })).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).toMatch(/<meta name="description" content="[^"]+"/);
      expect(head, path).toMatch(/<link rel="canonical" href="https?:\/\//);
    }
  });

  it('serves the blog feed and answers 404 for an unknown article', async () => {
    const feed = await fetch(`${webUrl}/actualites/feed.xml`);
    expect(feed.headers.get('content-type')).toContain('application/rss+xml');
    expect(await feed.text()).toContain('/actualites/actualite-registres/registres-entreprises-2026</link>');
    expect((await fetch(`${webUrl}/actualites/actualite-registres/inconnu`)).status).toBe(404);
    expect((await fetch(`${webUrl}/notre-lexique/categorie-inconnue`)).status).toBe(404);
  });
});
