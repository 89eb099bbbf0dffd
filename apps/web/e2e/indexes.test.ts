import type pg from 'pg';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowserSession } from './browser-session';
import { seriousViolations } from './serious-violations';

const webUrl = inject('webUrl');
const session = useBrowserSession();

async function one<T extends pg.QueryResultRow>(sql: string): Promise<T> {
  const { rows } = await session.db.query<T>(sql);
  if (!rows[0]) throw new Error(`nothing for ${sql}`);
  return rows[0];
}

/** The busiest department, and in it the busiest subclass, with its division and section. */
async function codes() {
  const department = await one<{ code: string }>(
    `SELECT department_code AS code FROM company_search WHERE naf_code IS NOT NULL AND department_code IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  const activity = await one<{ subclass: string; division: string; section: string }>(
    `SELECT cs.naf_code AS subclass, left(cs.naf_code, 2) AS division, d.parent_code AS section
       FROM company_search cs JOIN naf_codes d ON d.code = left(cs.naf_code, 2) AND d.level = 2
      WHERE cs.department_code = '${department.code}' GROUP BY 1, 2, 3 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  return { department: department.code, ...activity };
}

const canonical = (target: Page) => target.locator('link[rel="canonical"]').getAttribute('href');

async function breadcrumbJsonLd(target: Page): Promise<{ itemListElement: Array<{ name: string; item: string }> } | undefined> {
  const scripts = await target.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as { '@type': string; itemListElement: Array<{ name: string; item: string }> }).find((data) => data['@type'] === 'BreadcrumbList');
}

/** The hrefs of the listing's entries (companies or directors) on the current page. */
const entries = (target: Page, listLabel: RegExp) => target.getByRole('list', { name: listLabel }).locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

describe('company and director indexes', () => {
  it('renders every level with its breadcrumb, canonical address and a title of its own', async () => {
    const { department, section, division, subclass } = await codes();
    const paths = [
      '/index-entreprises/secteur',
      `/index-entreprises/secteur/${section}`,
      `/index-entreprises/secteur/${division}`,
      `/index-entreprises/secteur/${division}/${subclass}`,
      '/index-entreprises/departement',
      `/index-entreprises/departement/${department}`,
      `/index-entreprises/departement/${department}/${section}`,
      `/index-entreprises/departement/${department}/${division}`,
      `/index-entreprises/departement/${department}/${division}/${subclass}`,
      '/index-dirigeants/secteur',
      `/index-dirigeants/secteur/${section}`,
      `/index-dirigeants/secteur/${division}`,
      '/index-dirigeants/departement',
      `/index-dirigeants/departement/${department}`,
      `/index-dirigeants/departement/${department}/${division}`,
    ];
    const titles = new Set<string>();
    for (const path of paths) {
      const response = await session.page.goto(`${webUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(session.page.locator('h1').count(), path).resolves.toBe(1);
      expect(new URL((await canonical(session.page)) ?? '').pathname, path).toBe(path);
      const breadcrumb = await breadcrumbJsonLd(session.page);
      expect(new URL(breadcrumb?.itemListElement.at(-1)?.item ?? '').pathname, path).toBe(path);
      expect(await session.page.getByRole('navigation', { name: "Fil d'Ariane" }).locator('[aria-current="page"]').count(), path).toBe(1);
      titles.add(await session.page.title());
      // Each page leads somewhere: to the codes one level down or to its companies or directors.
      expect(await session.page.locator('main section a[href^="/index-"], main section a[href^="/entreprises/"], main section a[href^="/dirigeants/"]').count(), path).toBeGreaterThan(0);
    }
    expect(titles.size).toBe(paths.length);

    await session.page.goto(`${webUrl}/index-entreprises/departement/${department}/${division}/${subclass}`);
    const company = await one<{ siren: string }>(`SELECT siren FROM company_search WHERE department_code = '${department}' AND naf_code = '${subclass}' ORDER BY siren LIMIT 1`);
    await expect(session.page.locator(`main a[href^="/entreprises/${company.siren}/"]`).count()).resolves.toBe(1);
    expect(await session.page.locator('main').textContent()).toContain(subclass);
  });

  it.each([
    ['companies', 'departement', /Entreprises de cette page/],
    ['directors', 'departement', /Dirigeants de cette page/],
  ] as const)('pages %s forward with ?apres= and back to the first page', async (kind, _axis, listLabel) => {
    const { department } = await codes();
    const path = kind === 'companies' ? `/index-entreprises/departement/${department}` : `/index-dirigeants/departement/${department}`;
    await session.page.goto(`${webUrl}${path}`);
    const first = await entries(session.page, listLabel);
    expect(first.length).toBe(50);
    const firstTitle = await session.page.title();
    await Promise.all([session.page.waitForURL(/\?apres=/), session.page.getByRole('link', { name: /Page suivante/ }).click()]);
    const second = await entries(session.page, listLabel);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((href) => first.includes(href))).toEqual([]);
    expect(await session.page.title()).not.toBe(firstTitle);
    // The later page is for following, not indexing. What a crawler reads is the page as served: after a client-side
    // navigation, Next may keep the first page's tag in the head beside the new one (seen under load), so the client
    // state is only required to carry the new tag, and the page is loaded again to check it alone.
    const robotsTags = () => session.page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
    await expect.poll(robotsTags, { timeout: 15_000 }).toContain('noindex, follow');
    await session.page.goto(session.page.url());
    expect(await robotsTags()).toEqual(['noindex, follow']);
    await Promise.all([session.page.waitForURL((url) => url.pathname === path && url.search === ''), session.page.getByRole('link', { name: /Première page/ }).click()]);
    expect(await entries(session.page, listLabel)).toEqual(first);
  });

  it('shows the first page, with a notice, for a pagination position it did not make', async () => {
    const { department } = await codes();
    for (const path of [`/index-entreprises/departement/${department}?apres=nimporte-quoi`, `/index-dirigeants/departement/${department}?apres=%7B%7D`]) {
      const response = await session.page.goto(`${webUrl}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(await session.page.locator('main').textContent(), path).toContain("Ce lien de pagination n'est plus valide");
    }
  });

  it('sends codes written otherwise to their canonical address', async () => {
    const { department, division, subclass } = await codes();
    const compact = subclass.replace('.', '');
    const cases: Array<[string, string]> = [
      ['/index-entreprises', '/index-entreprises/secteur'],
      ['/index-dirigeants', '/index-dirigeants/secteur'],
      [`/index-entreprises/secteur/${compact}`, `/index-entreprises/secteur/${division}/${subclass}`],
      [`/index-entreprises/departement/${department.toLowerCase()}/${division}/${compact.toLowerCase()}`, `/index-entreprises/departement/${department}/${division}/${subclass}`],
    ];
    for (const [asked, expected] of cases) {
      const response = await fetch(`${webUrl}${asked}`, { redirect: 'manual' });
      expect(response.status, asked).toBe(308);
      expect(new URL(response.headers.get('location')!, webUrl).pathname, asked).toBe(expected);
    }
  });

  it('answers a French 404 for an unknown code or department', async () => {
    const { department, division } = await codes();
    for (const path of [
      '/index-entreprises/secteur/04',
      '/index-entreprises/secteur/ZZ',
      '/index-entreprises/secteur/62/01.11Z',
      '/index-entreprises/departement/99',
      `/index-entreprises/departement/${department}/99.99Z`,
      '/index-dirigeants/secteur/V',
      `/index-dirigeants/departement/977/${division}`,
    ]) {
      const response = await session.page.goto(`${webUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(session.page.locator('h1').textContent(), path).resolves.toMatch(/introuvable/i);
    }
  });

  it('is reachable from the footer and has no serious accessibility violation', async () => {
    const { department, division } = await codes();
    await session.page.goto(`${webUrl}/`);
    for (const href of ['/index-entreprises/secteur', '/index-dirigeants/secteur']) {
      await expect(session.page.locator(`footer a[href="${href}"]`).count(), href).resolves.toBe(1);
    }
    for (const path of [`/index-entreprises/secteur/${division}`, `/index-entreprises/departement`, `/index-dirigeants/departement/${department}`]) {
      await session.page.goto(`${webUrl}${path}`);
      expect(await seriousViolations(session.page), path).toEqual([]);
    }
  });
});
