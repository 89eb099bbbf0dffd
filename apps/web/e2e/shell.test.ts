import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatNumberFr, siteStatisticsResponseSchema } from '@registre/domain';
import auth from '../src/locales/fr/auth.json';
import footer from '../src/locales/fr/footer.json';
import header from '../src/locales/fr/header.json';
import products from '../src/locales/fr/products.json';
import { launchBrowser } from './browser';
import { seriousViolations } from './serious-violations';

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 740 };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function newPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

/** Text with every kind of space made ordinary, for comparisons. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00A0\u202F]+/g, ' ').trim();

/** Opens a page and waits until React has hydrated it (the header's trial line has read the API). */
async function open(target: Page, path: string) {
  const response = await target.goto(`${webUrl}${path}`);
  await target.waitForSelector('[data-testid="trial-disclaimer"][data-fallback="false"]');
  return response;
}

const expanded = (target: Page, name: string) => target.getByRole('button', { name, exact: true }).first().getAttribute('aria-expanded');

describe('site header', () => {
  it("shows the API's counters in French format, the review score, the contact link and the trial line", async () => {
    const page = await newPage();
    const response = await page.goto(`${webUrl}/`);
    expect(response?.status()).toBe(200);

    const statistics = siteStatisticsResponseSchema.parse(await (await fetch(`${apiUrl}/api/statistics`)).json()).data;
    // Server-rendered, or read by the browser when the page was prerendered without the API.
    const counters = page.getByTestId('header-counters');
    await counters.waitFor();
    for (const name of ['docAvailable', 'searchableSiret', 'kbisAvailable', 'verifiedCompanyProfile'] as const) {
      const text = plain(await counters.locator(`[data-counter="${name}"]`).textContent());
      expect(statistics[name]).toBeGreaterThan(0);
      expect(text).toBe(plain(`${formatNumberFr(statistics[name])} ${header.counters[name]}`));
    }

    // No review source is configured: no rating at all (honest default).
    expect(await page.getByTestId('header-reviews').count()).toBe(0);
    expect(await page.locator('header a[href^="mailto:"]').count()).toBe(1);

    // The trial price is read from the API after load; the fallback is flagged until then.
    const trial = page.getByTestId('trial-disclaimer');
    await expect.poll(() => trial.getAttribute('data-fallback')).toBe('false');
    expect(plain(await trial.textContent())).toBe('ACCÈS DÉCOUVERTE : 2,99 € pour 7 jours, puis 39,90 € par mois, sans engagement');
    await page.context().close();
  });

  it('opens one mega menu at a time; a click away or Escape closes them', async () => {
    const page = await newPage();
    await open(page, '/');
    const services = page.getByRole('button', { name: header.nav.services, exact: true });
    const business = page.getByRole('button', { name: header.nav.business, exact: true });

    await services.click();
    expect(await expanded(page, header.nav.services)).toBe('true');
    await expect(page.locator('#header-menu-services').getByRole('link', { name: products.pages['extrait-kbis'].name }).isVisible()).resolves.toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await business.click();
    expect(await expanded(page, header.nav.business)).toBe('true');
    expect(await expanded(page, header.nav.services)).toBe('false');
    expect(await page.locator('#header-menu-services').isVisible()).toBe(false);
    await expect(page.locator('#header-menu-business').getByRole('link', { name: header.business.comparator }).getAttribute('href')).resolves.toBe(
      '/comparateur-entreprises',
    );

    await page.locator('footer').click({ position: { x: 5, y: 5 } });
    await expect.poll(() => expanded(page, header.nav.business)).toBe('false');
    expect(await expanded(page, header.nav.services)).toBe('false');

    await services.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => expanded(page, header.nav.services)).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(header.nav.services);
    await page.context().close();
  });

  it('is keyboard operable: Enter opens, Tab walks the links, Escape closes and gives focus back', async () => {
    const page = await newPage();
    await open(page, '/');
    await page.getByRole('button', { name: header.nav.services, exact: true }).focus();
    await page.keyboard.press('Enter');
    expect(await expanded(page, header.nav.services)).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(products.pages['extrait-kbis'].name);
    await page.keyboard.press('Escape');
    expect(await expanded(page, header.nav.services)).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(header.nav.services);

    // Tabbing past the open menu's links closes it.
    await page.keyboard.press('Enter');
    await page.locator('#header-menu-services').getByRole('link', { name: header.nav.allServices }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => expanded(page, header.nav.services)).toBe('false');
    await page.context().close();
  });

  it('shows a progress bar at the top during a navigation from a menu link', async () => {
    const page = await newPage();
    await open(page, '/');
    await page.getByRole('button', { name: header.nav.services, exact: true }).click();
    const bar = page.waitForSelector('[data-testid="navigation-progress"]', { state: 'attached' });
    await page.locator('#header-menu-services').getByRole('link', { name: header.nav.allServices }).click();
    const element = await bar;
    expect(await element.evaluate((node) => getComputedStyle(node).height)).toBe('5px');
    await page.waitForURL(`${webUrl}/services`);
    await page.waitForSelector('[data-testid="navigation-progress"]', { state: 'detached' });
    expect(await expanded(page, header.nav.services)).toBe('false');
    await page.context().close();
  });

  it('puts the menus in a drawer of accordions on a phone', async () => {
    const page = await newPage(PHONE);
    await open(page, '/');
    expect(await page.getByRole('button', { name: header.nav.services, exact: true }).first().isVisible()).toBe(false);

    await page.getByRole('button', { name: header.nav.openDrawer }).click();
    const drawer = page.locator('dialog#header-drawer');
    await expect.poll(() => drawer.evaluate((node) => (node as HTMLDialogElement).open)).toBe(true);
    const services = drawer.getByRole('button', { name: header.nav.services, exact: true });
    const business = drawer.getByRole('button', { name: header.nav.business, exact: true });
    await services.click();
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    expect(await drawer.getByRole('link', { name: products.pages.marques.name }).isVisible()).toBe(true);
    await business.click();
    expect(await business.getAttribute('aria-expanded')).toBe('true');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    expect(await drawer.getByRole('link', { name: products.pages.marques.name }).isVisible()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.evaluate((node) => (node as HTMLDialogElement).open)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(header.nav.openDrawer);
    await page.context().close();
  });
});

describe('narrow phones', () => {
  it('fits 320 px without a sideways scroll: the header (brand, sign-in link, menu button) on the home page and others', async () => {
    const width = 320;
    const page = await newPage({ width, height: 640 });
    for (const path of ['/', '/nos-tarifs', '/services', '/login', '/resiliation']) {
      await open(page, path);
      expect({ path, scrollWidth: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ path, scrollWidth: width });
      expect(await page.getByTestId('header-account-link').isVisible()).toBe(true);
    }
    await page.context().close();
  });
});

describe('links of the shell', () => {
  it('leads nowhere that answers an error: every link of the header, its menus and the footer', async () => {
    const page = await newPage();
    await open(page, '/');
    for (const menu of [header.nav.services, header.nav.business]) await page.getByRole('button', { name: menu, exact: true }).click();
    const paths = await page.$$eval('header a[href^="/"], footer a[href^="/"], dialog a[href^="/"]', (links) => [...new Set(links.map((link) => link.getAttribute('href') as string))]);
    expect(paths.length).toBeGreaterThan(20);
    const failures: string[] = [];
    for (const path of paths) {
      const response = await page.request.get(`${webUrl}${path}`, { maxRedirects: 5 });
      if (response.status() >= 400) failures.push(`${path} → ${response.status()}`);
    }
    expect(failures).toEqual([]);
    await page.context().close();
  });
});

describe('site footer', () => {
  it('links my account (footer and header) to /login for a guest and to /mon-compte once signed in; one link reopens the cookie dialog', async () => {
    const page = await newPage();
    await open(page, '/');
    const account = page.getByTestId('footer-account-link');
    expect(await account.getAttribute('href')).toBe('/login');
    // The header offers the same link: "Se connecter" for a guest, "Mon compte" once signed in.
    const headerAccount = page.locator('header').getByTestId('header-account-link');
    expect(await headerAccount.getAttribute('href')).toBe('/login');
    expect(await headerAccount.textContent()).toBe(header.nav.signIn);
    const text = plain(await page.locator('footer').textContent());
    expect(text).toContain(plain(footer.independence.replace('{{brand}}', 'Registre Clair')));
    expect(text).toContain(`© ${new Date().getFullYear()}`);
    expect(text).toContain(footer.sources.insee);
    expect(await seriousViolations(page)).toEqual([]);

    const opened = page.evaluate(() => new Promise<boolean>((resolve) => window.addEventListener('consent:open', () => resolve(true), { once: true })));
    await page.getByRole('button', { name: footer.legal.cookies }).click();
    expect(await opened).toBe(true);

    await open(page, '/register');
    const password = 'lumiere-boreale-2026';
    await page.locator('#field-first_name').fill('Irène');
    await page.locator('#field-last_name').fill('Joliot');
    const irene = `irene.joliot.${Date.now()}@example.fr`;
    await page.locator('#field-email').fill(irene);
    await page.locator('#field-password').fill(password);
    await page.locator('#field-password_confirmation').fill(password);
    await page.locator('input[name="terms_accepted"]').check();
    await page.getByRole('button', { name: auth.register.submit, exact: true }).click();
    await page.getByTestId('registration-sent').waitFor();
    // Registering signs nobody in (the page tells nothing of whether the address had an account): sign in.
    await open(page, '/login?redirect=%2Fmon-compte');
    await page.locator('#field-email').fill(irene);
    await page.locator('#field-password').fill(password);
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await page.waitForURL(`${webUrl}/mon-compte`);

    await open(page, '/');
    await expect.poll(() => page.getByTestId('footer-account-link').getAttribute('href')).toBe('/mon-compte');
    await expect.poll(() => page.getByTestId('header-account-link').getAttribute('href')).toBe('/mon-compte');
    expect(await page.getByTestId('header-account-link').textContent()).toBe(header.nav.account);
    await page.context().close();
  });
});
