import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import search from '../src/locales/fr/search.json';
import { useBrowserSession } from './browser-session';
import { pickedCodes, pickerInput, pickWithKeyboard } from './filter-picker';
import { horizontalOverflow, PHONE } from './phone-layout';
import { seriousViolations } from './serious-violations';

const webUrl = inject('webUrl');
const session = useBrowserSession();

interface Company {
  siren: string;
  name: string;
  word: string;
  department: string;
  departmentName: string;
  naf: string;
  nafLabel: string;
}

/**
 * An active, diffusible company of the demo register with a NAF code and a head office, whose
 * name's first word is shared by companies of other departments (so that a department filter
 * narrows its results).
 */
async function filterableCompany(): Promise<Company> {
  const { rows } = await session.db.query<Company>(
    `SELECT c.siren, c.denomination AS name, split_part(c.denomination, ' ', 1) AS word, e.department_code AS department,
            d.name AS "departmentName", c.naf_code AS naf, n.label AS "nafLabel"
       FROM companies c
       JOIN establishments e ON e.siret = c.siren || c.head_office_nic
       JOIN departments d ON d.code = e.department_code
       JOIN naf_codes n ON n.code = c.naf_code
      WHERE c.diffusion_status = 'O' AND c.administrative_status = 'A' AND c.denomination ~ '^[A-Z]{4,} [A-Z]+$'
        AND (SELECT count(*) FROM companies o WHERE o.denomination = c.denomination) = 1
        AND (SELECT count(*) FROM company_search s WHERE s.name LIKE split_part(c.denomination, ' ', 1) || ' %' AND s.department_code <> e.department_code) > 0
      ORDER BY c.siren LIMIT 1`,
  );
  if (!rows[0]) throw new Error('no suitable company in the demo register');
  return rows[0];
}

/** The name without accents, lower case, as a visitor types it quickly ("Rhône" → "rhone"). */
const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const results = (page: Page, siren: string) => page.locator(`main ol a[href^="/entreprises/${siren}/"]`);
const appliedChips = (page: Page) => page.locator('section[aria-labelledby="active-filters-heading"]');

async function shot(page: Page, name: string): Promise<void> {
  // Screenshots for the review of the change, when asked for (SCREENSHOTS_DIR); the test checks the page itself.
  if (process.env.SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/${name}.png`, fullPage: true });
}

describe('filter pickers on the results page', () => {
  it('picks a department by its name and an activity by its code with the keyboard, shows them as chips, and the URL follows', async () => {
    const company = await filterableCompany();
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${webUrl}/resultats?q=${encodeURIComponent(company.word.toLowerCase())}`);
      const unfiltered = await page.locator('#results-count').textContent();
      expect(await seriousViolations(page)).toEqual([]);

      // A department by its name, typed without accents nor capitals.
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get('department') === company.department),
        pickWithKeyboard(page, search.filters.department, plain(company.departmentName), `${company.department} ${company.departmentName}`),
      ]);
      await expect(results(page, company.siren).count()).resolves.toBe(1);
      expect(await page.locator('#results-count').textContent()).not.toBe(unfiltered);
      await expect(pickedCodes(page, 'department')).resolves.toEqual([company.department]);
      const departmentChip = appliedChips(page).getByRole('link', { name: `Retirer le filtre ${company.department} ${company.departmentName}` });
      await expect(departmentChip.count()).resolves.toBe(1);

      // An activity by the beginning of its code; the list says how many choices, and axe finds nothing serious with it open.
      const activity = pickerInput(page, search.filters.activity);
      await activity.click();
      await activity.pressSequentially(company.naf.slice(0, 4), { delay: 15 });
      await page.locator('[role="listbox"] [role="option"]').filter({ hasText: company.naf }).first().waitFor();
      await expect(activity.getAttribute('aria-expanded')).resolves.toBe('true');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'results-picker-open-1280');
      // Escape closes the list and keeps what was typed out of the URL.
      await activity.press('Escape');
      await expect(activity.getAttribute('aria-expanded')).resolves.toBe('false');
      await activity.fill('');
      await Promise.all([page.waitForURL((url) => url.searchParams.get('activity_code') === company.naf), pickWithKeyboard(page, search.filters.activity, company.naf, company.naf)]);
      await expect(results(page, company.siren).count()).resolves.toBe(1);
      await expect(appliedChips(page).getByRole('link', { name: new RegExp(`^Retirer le filtre ${company.naf.replace('.', '\\.')} `) }).count()).resolves.toBe(1);
      expect(new URL(page.url()).searchParams.get('department')).toBe(company.department);
      await shot(page, 'results-chips-1280');

      // Backspace in the empty field removes the last chip: the URL loses the activity.
      await pickerInput(page, search.filters.activity).click();
      await Promise.all([page.waitForURL((url) => !url.searchParams.has('activity_code')), pickerInput(page, search.filters.activity).press('Backspace')]);
      await expect(pickedCodes(page, 'activity_code')).resolves.toEqual([]);
      expect(new URL(page.url()).searchParams.get('department')).toBe(company.department);

      // The chip above the results removes its filter.
      await Promise.all([page.waitForURL((url) => !url.searchParams.has('department')), departmentChip.click()]);
      await expect(appliedChips(page).count()).resolves.toBe(0);
      await expect.poll(() => page.locator('#results-count').textContent(), { timeout: 15_000 }).toBe(unfiltered);

      // Back: the department is there again, in the URL, the chips and the picker.
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('department') === company.department && !url.searchParams.has('activity_code'));
      await departmentChip.waitFor();
      await expect(pickedCodes(page, 'department')).resolves.toEqual([company.department]);
    } finally {
      await context.close();
    }
  });

  it('keeps an old shared URL working, and picks a department by its number on a phone', async () => {
    const company = await filterableCompany();
    const context = await session.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    try {
      // The URL shape of the former multiple selects (repeated and comma-separated values) still applies.
      await page.goto(`${webUrl}/resultats?q=${encodeURIComponent(company.word.toLowerCase())}&department=${company.department}&activity_code=${company.naf},${company.naf}`);
      await expect(results(page, company.siren).count()).resolves.toBe(1);
      await expect(pickedCodes(page, 'department')).resolves.toEqual([company.department]);
      await expect(pickedCodes(page, 'activity_code')).resolves.toEqual([company.naf]);
      await expect(appliedChips(page).getByRole('link').count()).resolves.toBe(3);
      await shot(page, 'results-chips-390');

      await page.goto(`${webUrl}/resultats?q=${encodeURIComponent(company.word.toLowerCase())}`);
      await Promise.all([
        page.waitForURL((url) => url.searchParams.get('department') === company.department),
        pickWithKeyboard(page, search.filters.department, company.department, `${company.department} `),
      ]);
      await expect(results(page, company.siren).count()).resolves.toBe(1);
      // The list open on a phone, with another department's name (the chosen one is no longer offered).
      const { rows } = await session.db.query<{ name: string }>('SELECT name FROM departments WHERE code <> $1 ORDER BY code LIMIT 1', [company.department]);
      const other = rows[0]?.name ?? '';
      const input = pickerInput(page, search.filters.department);
      await input.click();
      // The chosen department's number again: nothing left to offer, and the list says so on screen.
      await input.pressSequentially(company.department, { delay: 15 });
      await page.locator('[data-picker-message]').filter({ hasText: search.filters.picker.noOptions }).waitFor();
      await input.fill('');
      await input.pressSequentially(plain(other).slice(0, 3), { delay: 15 });
      await page.locator('[role="listbox"] [role="option"]').filter({ hasText: other }).first().waitFor();
      await shot(page, 'results-picker-open-390');
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['1280', { viewport: { width: 1280, height: 900 } }],
    ['390', { viewport: PHONE, hasTouch: true, isMobile: true }],
  ] as const)('finds the bakery by "boul" and the Rhône by "69" or "rhône" at %s px', async (width, options) => {
    const context = await session.browser.newContext(options);
    const page = await context.newPage();
    try {
      await page.goto(`${webUrl}/resultats?q=boulangerie`);
      const listed = () => page.locator('[role="listbox"] [role="option"]').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
      const typeIn = async (label: string, typed: string, first: string) => {
        const input = pickerInput(page, label);
        await input.click();
        await input.fill('');
        await input.pressSequentially(typed, { delay: 15 });
        await page.locator('[role="listbox"] [role="option"]').first().filter({ hasText: first }).waitFor();
        // The option highlighted by the keyboard is the one the field names for screen readers.
        await expect
          .poll(async () => {
            const active = await input.getAttribute('aria-activedescendant');
            return active ? page.locator(`[id="${active}"]`).textContent() : null;
          })
          .toBe(first);
        await expect(page.locator('[role="status"]').filter({ hasText: /choix, utilisez les flèches/ }).count()).resolves.toBe(1);
      };
      await typeIn(search.filters.activity, 'boul', '10.71C Boulangerie et boulangerie-pâtisserie');
      await shot(page, `results-picker-boul-${width}`);
      expect(await horizontalOverflow(page)).toBe(0);
      // Keyboard only: Enter picks it (the results follow), ArrowLeft from the empty field reaches its chip, Backspace removes it.
      const activity = pickerInput(page, search.filters.activity);
      await Promise.all([page.waitForURL((url) => url.searchParams.get('activity_code') === '10.71C'), activity.press('Enter')]);
      await expect(pickedCodes(page, 'activity_code')).resolves.toEqual(['10.71C']);
      await activity.press('ArrowLeft');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-item-index') ?? null)).toBe('0');
      await Promise.all([page.waitForURL((url) => !url.searchParams.has('activity_code')), page.keyboard.press('Backspace')]);
      await expect(pickedCodes(page, 'activity_code')).resolves.toEqual([]);
      await typeIn(search.filters.department, '69', '69 Rhône');
      expect(await listed()).toEqual(['69 Rhône']);
      await typeIn(search.filters.department, 'rhône', '69 Rhône');
      expect(await listed()).toEqual(['69 Rhône', '13 Bouches-du-Rhône']);
      await shot(page, `results-picker-rhone-${width}`);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
  it('fills the advanced search with a picker that waits for its button, and the results carry the choice', async () => {
    const company = await filterableCompany();
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${webUrl}/recherches-avancees`);
      await page.getByLabel(search.filters.query).fill(company.word.toLowerCase());
      await pickWithKeyboard(page, search.filters.department, company.department, `${company.department} `);
      await expect.poll(() => pickedCodes(page, 'department')).toEqual([company.department]);
      // No results yet: this form is sent by its button only.
      expect(new URL(page.url()).pathname).toBe('/recherches-avancees');
      const form = page.locator('form[aria-labelledby="filters-heading"]');
      await Promise.all([page.waitForURL((url) => url.pathname === '/recherches-avancees/resultats'), form.getByRole('button', { name: search.advanced.submit }).click()]);
      expect(new URL(page.url()).searchParams.getAll('department')).toEqual([company.department]);
      await expect(results(page, company.siren).count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('remembered choices', () => {
  async function searchFromHome(page: Page, text: string, landing: RegExp = /\/resultats\?/): Promise<void> {
    await page.goto(`${webUrl}/`);
    const box = page.getByRole('combobox').first();
    await box.fill(text);
    await box.press('Escape');
    await Promise.all([page.waitForURL(landing), box.press('Enter')]);
  }

  it('brings the last filters to the next search of the tab, until "Effacer les filtres"', async () => {
    const company = await filterableCompany();
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${webUrl}/resultats?q=${encodeURIComponent(company.word.toLowerCase())}&department=${company.department}&status=active`);
      await page.waitForFunction(() => window.sessionStorage.getItem('registre.search-filters') !== null);
      // Leave for the company page, then search again from the home page.
      await Promise.all([page.waitForURL(new RegExp(`/entreprises/${company.siren}/`)), results(page, company.siren).click()]);
      await searchFromHome(page, company.name.toLowerCase());
      let url = new URL(page.url());
      expect(url.searchParams.get('q')).toBe(company.name.toLowerCase());
      expect(url.searchParams.get('department')).toBe(company.department);
      expect(url.searchParams.get('status')).toBe('active');
      await expect(appliedChips(page).getByRole('link', { name: `Retirer le filtre ${company.department} ${company.departmentName}` }).count()).resolves.toBe(1);
      await expect(results(page, company.siren).count()).resolves.toBe(1);

      // "Effacer les filtres" clears them, and the next search comes without them.
      await Promise.all([page.waitForURL((current) => !current.searchParams.has('department')), appliedChips(page).getByRole('link', { name: search.filters.reset }).click()]);
      await searchFromHome(page, company.word.toLowerCase());
      url = new URL(page.url());
      expect(url.searchParams.has('department')).toBe(false);
      expect(url.searchParams.has('status')).toBe(false);
      await expect(appliedChips(page).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it('remembers across visits that a SIREN search should list the company rather than open its page', async () => {
    const company = await filterableCompany();
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      // By default a SIREN opens the company page.
      await searchFromHome(page, company.siren, new RegExp(`/entreprises/${company.siren}/`));

      await page.goto(`${webUrl}/resultats?q=${encodeURIComponent(company.word.toLowerCase())}`);
      const choice = page.getByLabel(search.filters.autoRedirect);
      await expect(choice.isChecked()).resolves.toBe(true);
      await choice.uncheck();
      await page.waitForFunction(() => window.localStorage.getItem('registre.auto-redirect') === 'off');
      await page.close();

      // Another visit (a new page of the same browser): the choice holds, from the home page and from the results form.
      const later = await context.newPage();
      await searchFromHome(later, company.siren);
      expect(new URL(later.url()).pathname).toBe('/resultats');
      expect(new URL(later.url()).searchParams.get('auto_redirect')).toBe('0');
      await expect(results(later, company.siren).count()).resolves.toBe(1);
      await expect(later.getByLabel(search.filters.autoRedirect).isChecked()).resolves.toBe(false);
      await later.getByLabel(search.filters.query).fill(company.siren);
      await Promise.all([later.waitForURL((url) => url.searchParams.get('q') === company.siren), later.getByRole('button', { name: search.filters.apply }).click()]);
      await expect(results(later, company.siren).count()).resolves.toBe(1);
      expect(await seriousViolations(later)).toEqual([]);

      // Turned back on, a SIREN opens the page again.
      await later.getByLabel(search.filters.autoRedirect).check();
      await searchFromHome(later, company.siren, new RegExp(`/entreprises/${company.siren}/`));
    } finally {
      await context.close();
    }

    // Another visitor never had the choice turned off.
    const other: BrowserContext = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await other.newPage();
      await page.goto(`${webUrl}/resultats?q=${company.siren}`);
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/entreprises/${company.siren}/`));
    } finally {
      await other.close();
    }
  });
});
