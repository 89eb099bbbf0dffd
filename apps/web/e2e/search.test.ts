import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatCompanyId } from '@registre/domain';
import products from '../src/locales/fr/products.json';
import search from '../src/locales/fr/search.json';
import { useBrowserSession } from './browser-session';
import { pickedCodes, pickWithKeyboard } from './filter-picker';
import { seriousViolations } from './serious-violations';

const webUrl = inject('webUrl');
const session = useBrowserSession();

async function newPage(): Promise<Page> {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** An active, diffusible company of the demo register whose name is two words or more and shared by no other. */
async function namedCompany(): Promise<{ siren: string; name: string; department: string }> {
  const { rows } = await session.db.query<{ siren: string; name: string; department: string }>(
    `SELECT c.siren, c.denomination AS name, e.department_code AS department
       FROM companies c JOIN establishments e ON e.siret = c.siren || c.head_office_nic
      WHERE c.diffusion_status = 'O' AND c.administrative_status = 'A' AND c.denomination ~ '^[A-Z]+ [A-Z]+$'
        AND e.department_code IS NOT NULL
        AND (SELECT count(*) FROM companies o WHERE o.denomination = c.denomination) = 1
      ORDER BY c.siren LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no suitable company in the demo register');
  return rows[0];
}

const searchBox = (page: Page) => page.getByRole('combobox').first();

describe('company search', () => {
  it('searches from the results form, lists the company and opens its page', async () => {
    const company = await namedCompany();
    const page = await newPage();
    await page.goto(`${webUrl}/rechercher`);
    await searchBox(page).fill(company.name.toLowerCase());
    await searchBox(page).press('Escape');
    await Promise.all([page.waitForURL(/\/resultats\?q=/), searchBox(page).press('Enter')]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(company.name.toLowerCase());
    const link = page.locator(`main ol a[href^="/entreprises/${company.siren}/"]`);
    await expect(link.count()).resolves.toBe(1);
    expect(await page.locator('main').textContent()).toMatch(/entreprises? trouvées?/);
    expect(await seriousViolations(page)).toEqual([]);
    await Promise.all([page.waitForURL(new RegExp(`/entreprises/${company.siren}/`)), link.click()]);
    await expect(page.locator('h1').textContent()).resolves.toContain(company.name);
  });

  it('shows the results before the filters on a phone, and the filters on their left from a wide screen on', async () => {
    const company = await namedCompany();
    const url = `${webUrl}/resultats?q=${encodeURIComponent(company.name.toLowerCase())}`;
    const positions = async (width: number) => {
      const context = await session.browser.newContext({ viewport: { width, height: 844 } });
      const page = await context.newPage();
      await page.goto(url);
      const results = await page.locator(`main ol a[href^="/entreprises/${company.siren}/"]`).boundingBox();
      const filters = await page.locator('#filters-heading').boundingBox();
      await context.close();
      if (!results || !filters) throw new Error('results or filters not shown');
      return { results, filters };
    };
    const phone = await positions(390);
    expect(phone.results.y).toBeLessThan(844);
    expect(phone.results.y).toBeLessThan(phone.filters.y);
    const desktop = await positions(1280);
    expect(desktop.filters.x).toBeLessThan(desktop.results.x);
  });

  it('indexes a name search under its first page, whatever the filters, and not the bare results page', async () => {
    // A company's own name (a search with no result, or not a name, is noindex: trust.test.ts).
    const company = await namedCompany();
    const q = new URLSearchParams({ q: company.name.toLowerCase() }).toString();
    const page = await newPage();
    await page.goto(`${webUrl}/resultats?${q}&page=1&department=${company.department}`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`http://localhost:3000/resultats?${q}`);
    await page.goto(`${webUrl}/resultats`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    expect(await page.locator('link[rel="canonical"]').count()).toBe(0);
    await page.context().close();
  });

  it('goes straight to the company page for a SIREN or a SIRET, spaces allowed', async () => {
    const company = await namedCompany();
    const { rows } = await session.db.query<{ siret: string }>(`SELECT siren || head_office_nic AS siret FROM companies WHERE siren = $1`, [company.siren]);
    const page = await newPage();
    await page.goto(`${webUrl}/resultats?q=${encodeURIComponent(formatCompanyId(company.siren))}`);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/entreprises/${company.siren}/[a-z0-9-]+$`));
    await page.goto(`${webUrl}/resultats?q=${rows[0]?.siret}`);
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/entreprises/${company.siren}/`));

    // From the home search box too.
    await page.goto(`${webUrl}/`);
    await searchBox(page).fill(company.siren);
    await searchBox(page).press('Escape');
    await Promise.all([page.waitForURL(new RegExp(`/entreprises/${company.siren}/`)), searchBox(page).press('Enter')]);
    await expect(page.locator('h1').textContent()).resolves.toContain(company.name);
  });

  it('keeps the filters in the URL, and the back button restores the previous results', async () => {
    const company = await namedCompany();
    const page = await newPage();
    const word = company.name.split(' ')[0] ?? company.name;
    await page.goto(`${webUrl}/resultats?q=${encodeURIComponent(word)}`);
    const firstCount = await page.locator('#results-count').textContent();
    await Promise.all([page.waitForURL(/department=/), pickWithKeyboard(page, 'Département du siège', company.department, `${company.department} `)]);
    // The results of the pick rendered (the form with them) before another field is changed.
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Statut').selectOption('active');
    // The URL already holds the department (the pick applied it): wait for the status the button adds.
    await Promise.all([page.waitForURL((current) => current.searchParams.get('status') === 'active'), page.getByRole('button', { name: 'Appliquer les filtres' }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.get('department')).toBe(company.department);
    expect(url.searchParams.get('status')).toBe('active');
    expect(url.searchParams.get('q')).toBe(word);
    await expect(page.locator(`main ol a[href^="/entreprises/${company.siren}/"]`).count()).resolves.toBe(1);
    // Shareable: the same URL in a fresh page shows the same filters.
    const shared = await newPage();
    await shared.goto(url.toString());
    await expect(pickedCodes(shared, 'department')).resolves.toEqual([company.department]);
    await page.goBack();
    await page.goBack();
    await page.waitForURL((current) => !current.searchParams.has('department'));
    // The URL changes at once on going back; the page it stands for follows (from the router's cache or the server).
    await expect.poll(() => page.locator('#results-count').textContent(), { timeout: 15_000 }).toBe(firstCount);
  });

  it('takes several departments and activity codes, a region and a page size, all kept in the URL', async () => {
    const company = await namedCompany();
    const { rows } = await session.db.query<{ region: string; naf: string; other_department: string; other_naf: string }>(
      `SELECT d.region_code AS region, c.naf_code AS naf,
              (SELECT code FROM departments WHERE code <> $2 ORDER BY code LIMIT 1) AS other_department,
              (SELECT code FROM naf_codes WHERE level = 5 AND code <> c.naf_code ORDER BY code LIMIT 1) AS other_naf
         FROM companies c, departments d WHERE c.siren = $1 AND d.code = $2`,
      [company.siren, company.department],
    );
    const facts = rows[0];
    if (!facts?.region || !facts.naf) throw new Error('the company has no region or NAF code');
    const page = await newPage();
    const word = company.name.split(' ')[0] ?? company.name;
    await page.goto(`${webUrl}/resultats?q=${encodeURIComponent(word)}`);
    const { rows: regionNames } = await session.db.query<{ name: string }>('SELECT name FROM regions WHERE code = $1', [facts.region]);
    const regionName = regionNames[0]?.name ?? '';
    const picked = async (label: string, name: string, typed: string, start: string, count: number) =>
      Promise.all([page.waitForURL((current) => current.searchParams.getAll(name).length === count), pickWithKeyboard(page, label, typed, start)]);
    await picked('Département du siège', 'department', facts.other_department, `${facts.other_department} `, 1);
    await picked('Département du siège', 'department', company.department, `${company.department} `, 2);
    await picked('Activité (code APE/NAF)', 'activity_code', facts.naf, facts.naf, 1);
    await picked('Activité (code APE/NAF)', 'activity_code', facts.other_naf, facts.other_naf, 2);
    await picked('Région du siège', 'region', regionName, regionName, 1);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Résultats par page').selectOption('10');
    // The URL already holds the picks (each applied at once): wait for the page size the button adds.
    await Promise.all([page.waitForURL((current) => current.searchParams.get('per_page') === '10'), page.getByRole('button', { name: 'Appliquer les filtres' }).click()]);
    const url = new URL(page.url());
    expect(url.searchParams.getAll('department').sort()).toEqual([company.department, facts.other_department].sort());
    expect(url.searchParams.getAll('activity_code').sort()).toEqual([facts.naf, facts.other_naf].sort());
    expect(url.searchParams.getAll('region')).toEqual([facts.region]);
    expect(url.searchParams.get('per_page')).toBe('10');
    await expect(page.locator(`main ol a[href^="/entreprises/${company.siren}/"]`).count()).resolves.toBe(1);
    await expect(page.locator('main ol > li').count()).resolves.toBeLessThanOrEqual(10);
    expect(await seriousViolations(page)).toEqual([]);

    // A region the company is not in leaves it out.
    const { rows: others } = await session.db.query<{ code: string }>('SELECT code FROM regions WHERE code <> $1 ORDER BY code LIMIT 1', [facts.region]);
    const elsewhere = new URL(url);
    elsewhere.searchParams.set('region', others[0]?.code ?? '');
    await page.goto(elsewhere.toString());
    await expect(page.locator(`main ol a[href^="/entreprises/${company.siren}/"]`).count()).resolves.toBe(0);

    // Shareable: a fresh page on the URL shows the same choices.
    const shared = await newPage();
    await shared.goto(url.toString());
    const chosen = async (name: string) => (await pickedCodes(shared, name)).sort();
    await expect(chosen('department')).resolves.toEqual([company.department, facts.other_department].sort());
    await expect(chosen('activity_code')).resolves.toEqual([facts.naf, facts.other_naf].sort());
    await expect(chosen('region')).resolves.toEqual([facts.region]);
    await expect(shared.getByLabel('Résultats par page').inputValue()).resolves.toBe('10');
    // Pages keep the page size.
    const next = shared.getByRole('link', { name: search.pagination.next });
    if ((await next.count()) > 0) expect(new URL(await next.first().getAttribute('href') ?? '', webUrl).searchParams.get('per_page')).toBe('10');
  });

  it('copies a SIREN from the results, says so in a toast that closes on Escape', async () => {
    const company = await namedCompany();
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(`${webUrl}/resultats?q=${encodeURIComponent(company.name)}`);
    const item = page.locator('main ol > li').filter({ has: page.locator(`a[href^="/entreprises/${company.siren}/"]`) });
    await item.getByRole('button', { name: new RegExp(`^${search.results.copySiren}`) }).click();
    const toast = page.getByTestId('notification');
    await toast.waitFor();
    const siren = formatCompanyId(company.siren);
    await expect(toast.textContent()).resolves.toContain(search.results.sirenCopied.replace('{{siren}}', siren));
    await expect(toast.getAttribute('role')).resolves.toBe('status');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(company.siren);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await toast.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('offers suggestions as an accessible combobox, operated with the keyboard', async () => {
    const company = await namedCompany();
    const page = await newPage();
    await page.goto(`${webUrl}/`);
    expect(await seriousViolations(page)).toEqual([]);
    const box = searchBox(page);
    await box.pressSequentially(company.name.toLowerCase(), { delay: 20 });
    const option = page.getByRole('option', { name: new RegExp(company.name) });
    await option.first().waitFor();
    await expect(box.getAttribute('aria-expanded')).resolves.toBe('true');
    const options = page.getByRole('option');
    const index = await options.evaluateAll((nodes, name) => nodes.findIndex((node) => node.textContent?.startsWith(name)), company.name);
    for (let step = 0; step <= index; step += 1) await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`).getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.locator(`[id="${active}"]`).textContent()).resolves.toContain(company.name);
    expect(await seriousViolations(page)).toEqual([]);
    await Promise.all([page.waitForURL(new RegExp(`/entreprises/${company.siren}/`)), box.press('Enter')]);
    await expect(page.locator('h1').textContent()).resolves.toContain(company.name);
  });

  it('shows the suggestions on a phone to a visitor who has not answered the cookie banner yet', async () => {
    const company = await namedCompany();
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto(`${webUrl}/`);
      await page.getByRole('button', { name: 'Tout refuser' }).waitFor();
      await searchBox(page).pressSequentially(company.name.toLowerCase(), { delay: 20 });
      const option = page.getByRole('option', { name: new RegExp(company.name) }).first();
      await option.waitFor();
      // What the visitor sees at the option's centre is the option, not the banner fixed at the bottom of the screen.
      await option.scrollIntoViewIfNeeded();
      const box = await option.boundingBox();
      expect(box).not.toBeNull();
      const seen = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="option"]')?.textContent ?? null, [box!.x + box!.width / 2, box!.y + box!.height / 2]);
      expect(seen).toContain(company.name);
      // Closed, the list gives the banner back.
      await searchBox(page).press('Escape');
      await expect(page.getByRole('button', { name: 'Tout refuser' }).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('shows counters and companies to explore on the home page', async () => {
    const page = await newPage();
    await page.goto(`${webUrl}/`);
    const featured = page.locator('section[aria-labelledby="home-featured"] li');
    await expect(featured.count()).resolves.toBe(8);
    await expect(page.locator('section[aria-labelledby="home-counters"] dd').count()).resolves.toBe(4);
  });
});

describe('director search', () => {
  it('finds a director by name and links to their page and companies', async () => {
    const { rows } = await session.db.query<{ id: string; first_names: string; last_name: string }>(
      `SELECT p.id, p.first_names, p.last_name FROM persons p
        WHERE p.kind = 'natural' AND p.diffusible AND p.last_name IS NOT NULL AND p.first_names IS NOT NULL
          AND EXISTS (SELECT 1 FROM mandates m WHERE m.person_id = p.id)
        ORDER BY p.id LIMIT 1`,
    );
    const person = rows[0];
    if (!person) throw new Error('no director in the demo register');
    const page = await newPage();
    await page.goto(`${webUrl}/dirigeants`);
    await expect(page.locator('section[aria-labelledby="featured-directors"] li').count()).resolves.toBe(10);
    await page.getByLabel('Nom et prénom').fill(`${person.last_name} ${person.first_names}`);
    await Promise.all([page.waitForURL(/\/dirigeants\/resultats\?name=/), page.getByRole('button', { name: 'Rechercher' }).click()]);
    const link = page.locator(`main ol a[href^="/dirigeants/${person.id}/"]`);
    await expect(link.count()).resolves.toBe(1);
    await expect(page.locator('main ol a[href^="/entreprises/"]').count()).resolves.toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('product search pages', () => {
  it('explains the document, searches the company and opens the matching section of its page', async () => {
    const company = await namedCompany();
    const page = await newPage();
    const response = await page.goto(`${webUrl}/extrait-kbis`);
    expect(response?.status()).toBe(200);
    // Named for what it is: an information sheet, never a Kbis (honest-offer.test.ts).
    await expect(page.locator('h1').textContent()).resolves.toBe(products.pages['extrait-kbis'].heading);
    expect(await page.locator('main').textContent()).toContain(products.nature.information);
    expect(await seriousViolations(page)).toEqual([]);
    await searchBox(page).fill(company.name);
    await searchBox(page).press('Escape');
    await Promise.all([page.waitForURL(/\/extrait-kbis\/resultats\?q=/), searchBox(page).press('Enter')]);
    const link = page.locator(`main ol a[href^="/entreprises/${company.siren}/"]`);
    expect(await link.getAttribute('href')).toMatch(/#documents-officiels$/);
    expect(await seriousViolations(page)).toEqual([]);
    await Promise.all([page.waitForURL(/#documents-officiels$/), link.click()]);
  });

  it('has a page for each of the 19 products, and none for other paths', async () => {
    const page = await newPage();
    await expect(page.goto(`${webUrl}/pole-score`).then((r) => r?.status())).resolves.toBe(200);
    await expect(page.goto(`${webUrl}/numero-siren-siret/resultats?q=zz`).then((r) => r?.status())).resolves.toBe(200);
    await expect(page.goto(`${webUrl}/pas-un-produit`).then((r) => r?.status())).resolves.toBe(404);
  });
});

describe('services', () => {
  it('lists the services by type and filters them', async () => {
    const page = await newPage();
    await page.goto(`${webUrl}/services`);
    await expect(page.locator('main a[href="/dirigeants"]').count()).resolves.toBe(1);
    await page.goto(`${webUrl}/services?type=intellectual-property`);
    const links = await page.locator('main section a').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
    expect(links).toEqual(['/marques', '/brevets']);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
