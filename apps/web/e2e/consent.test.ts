import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { consentModeUpdate } from '../src/lib/consent/consent-mode';
import { ACCEPT_ALL, REJECT_ALL } from '../src/lib/consent/consent-record';
import auth from '../src/locales/fr/auth.json';
import consent from '../src/locales/fr/consent.json';
import { launchBrowser } from './browser';
import { seriousViolations } from './serious-violations';

const webUrl = inject('webUrl');
const apiUrl = inject('apiUrl');
let browser: Browser;
let db: pg.Client;
let companyPagePath: string;
const contexts: BrowserContext[] = [];

const ALL_ON = ACCEPT_ALL;
const ALL_OFF = REJECT_ALL;

beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const { rows } = await db.query<{ siren: string }>(`SELECT siren FROM companies WHERE diffusion_status = 'O' AND denomination IS NOT NULL ORDER BY siren LIMIT 1`);
  if (!rows[0]) throw new Error('no company in the demo register');
  companyPagePath = `/entreprises/${rows[0].siren}/fiche`;
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

/** A fresh visitor (no cookie), on a phone-sized window so pages scroll. */
async function freshPage(viewport = { width: 390, height: 600 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
}

function banner(page: Page) {
  return page.getByRole('region', { name: consent.bannerLabel });
}

function dialog(page: Page) {
  return page.getByRole('dialog', { name: consent.modalTitle });
}

async function openWithBanner(page: Page, path: string): Promise<void> {
  await page.goto(`${webUrl}${path}`);
  await banner(page).waitFor();
}

async function storedConsent(page: Page): Promise<unknown> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'consentManager');
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null;
}

/** The consent-mode commands pushed to the data layer (gtag arguments objects), in order. */
async function consentUpdates(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((command) => command[0] === 'consent' && command[1] === 'update')
      .map((command) => command[2] as Record<string, string>),
  );
}

const GRANTED_ALL = consentModeUpdate(ACCEPT_ALL);
const DENIED_ALL = consentModeUpdate(REJECT_ALL);

/** Hydration can take seconds on a loaded machine: wait longer than expect.poll's 1 s. */
function poll<T>(read: () => Promise<T>) {
  return expect.poll(read, { timeout: 15_000 });
}

describe('cookie consent', () => {
  it('shows the banner to a new visitor; accept all stores everything on, pushes it, and the banner stays hidden after', async () => {
    const page = await freshPage();
    await openWithBanner(page, '/');
    expect(await storedConsent(page)).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await expect(banner(page).getByRole('link', { name: consent.privacyPolicyText }).getAttribute('href')).resolves.toBe('/politiques-de-confidentialite');
    expect(await banner(page).evaluate((node) => getComputedStyle(node).position)).toBe('fixed');

    await banner(page).getByRole('button', { name: consent.bannerAccept }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toEqual(ALL_ON);
    expect(await consentUpdates(page)).toEqual([GRANTED_ALL]);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'consentManager');
    expect(cookie).toMatchObject({ path: '/', secure: true });
    // One year (give or take the test's own duration).
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(365 * 86400 - 120);

    await page.reload();
    // The stored choice is applied and pushed again on load; no banner.
    await poll(() => consentUpdates(page)).toEqual([GRANTED_ALL]);
    expect(await banner(page).count()).toBe(0);
  });

  it('customise: the dialog lists the sections and cookies, essentials locked; reject all stores only the essentials', async () => {
    const page = await freshPage({ width: 1280, height: 800 });
    await openWithBanner(page, '/');
    await banner(page).getByRole('button', { name: consent.bannerCustomize }).click();
    await dialog(page).waitFor();
    for (const section of Object.values(consent.sections)) {
      await expect(dialog(page).getByRole('heading', { name: section.title, exact: true }).count()).resolves.toBe(1);
    }
    await expect(dialog(page).getByRole('rowheader', { name: 'consentManager' }).count()).resolves.toBe(1);
    await expect(dialog(page).getByRole('columnheader', { name: consent.modalExpirationTitle }).first().isVisible()).resolves.toBe(true);
    const essentials = dialog(page).getByRole('switch', { name: new RegExp(consent.sections.essentials.title) });
    expect(await essentials.isChecked()).toBe(true);
    expect(await essentials.isDisabled()).toBe(true);
    // SPECIFICATION §9: layer 1105, at most 800 px wide.
    const layer = page.locator('.MuiDialog-root');
    expect(await layer.evaluate((node) => getComputedStyle(node).zIndex)).toBe('1105');
    expect((await dialog(page).boundingBox())?.width).toBeLessThanOrEqual(800);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog(page).getByRole('button', { name: consent.modalReject }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await banner(page).count()).toBe(0);
    expect(await storedConsent(page)).toEqual(ALL_OFF);
    expect(await consentUpdates(page)).toEqual([DENIED_ALL]);
  });

  it('customise and save: only the switched-off category is refused; the footer event reopens the dialog', async () => {
    const page = await freshPage({ width: 1280, height: 800 });
    await openWithBanner(page, '/');
    await banner(page).getByRole('button', { name: consent.bannerCustomize }).click();
    await dialog(page).getByRole('switch', { name: consent.sections.marketing.title, exact: true }).click();
    await dialog(page).getByRole('button', { name: consent.modalSave }).click();
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await storedConsent(page)).toEqual({ ...ALL_ON, marketing: false });
    expect(await consentUpdates(page)).toEqual([{ ...GRANTED_ALL, ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);

    await page.evaluate(() => window.dispatchEvent(new Event('consent:open')));
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole('switch', { name: consent.sections.marketing.title, exact: true }).isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    expect(await storedConsent(page)).toEqual({ ...ALL_ON, marketing: false });
  });

  it('scrolling 40 px accepts the current choice and hides the banner', async () => {
    const page = await freshPage({ width: 390, height: 400 });
    await openWithBanner(page, companyPagePath);
    await page.evaluate(() => window.scrollBy(0, 20));
    await page.waitForTimeout(200);
    expect(await storedConsent(page)).toBeNull();
    await page.evaluate(() => window.scrollBy(0, 30));
    await banner(page).waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toEqual(ALL_ON);
    expect(await consentUpdates(page)).toEqual([GRANTED_ALL]);
  });

  it('reloading while the banner shows saves the current choice', async () => {
    const page = await freshPage();
    await openWithBanner(page, '/');
    await page.reload();
    expect(await storedConsent(page)).toEqual(ALL_ON);
    await poll(() => consentUpdates(page)).toEqual([GRANTED_ALL]);
    expect(await banner(page).count()).toBe(0);
  });

  it('a route change while undecided applies the defaults and closes the banner', async () => {
    const page = await freshPage({ width: 1280, height: 800 });
    await openWithBanner(page, companyPagePath);
    await page.locator('header a[href="/"]').first().click();
    await page.waitForURL(`${webUrl}/`);
    await banner(page).waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toEqual(ALL_ON);
    expect(await consentUpdates(page)).toEqual([GRANTED_ALL]);
  });

  it('loads no tag manager without a container id', async () => {
    const page = await freshPage();
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(webUrl) && !request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
    });
    await openWithBanner(page, '/');
    const script = await page.request.get(`${webUrl}/tag-manager.js`);
    expect(script.status()).toBe(200);
    expect(await script.text()).toBe('');
    expect(thirdParty).toEqual([]);
  });
});

describe('tracking source', () => {
  it('remembers the first click identifier of the landing URL, and keeps it', async () => {
    const page = await freshPage();
    await page.goto(`${webUrl}/?utm_source=ads&gclid=G-1&fbclid=FB-1`);
    const stored = () => page.evaluate(() => [localStorage.getItem('tracking_source'), localStorage.getItem('source_id')]);
    await poll(stored).toEqual(['fbclid=FB-1', 'FB-1']);
    await page.goto(`${webUrl}/?msclkid=MS-2`);
    // Hydrated: the consent choice saved on leaving the first page is pushed again on load.
    await poll(() => consentUpdates(page)).toHaveLength(1);
    expect(await stored()).toEqual(['fbclid=FB-1', 'FB-1']);
  });

  it('sends the remembered source with a registration', async () => {
    const page = await freshPage({ width: 1280, height: 900 });
    await openWithBanner(page, '/register?gclid=REG-1');
    // Hydrated; the banner is answered so it covers nothing of the form.
    await banner(page).getByRole('button', { name: consent.bannerAccept }).click();
    const email = `source.${Date.now()}@example.fr`;
    const values = { 'field-first_name': 'Ada', 'field-last_name': 'Lovelace', 'field-email': email, 'field-password': 'machine-analytique-1843', 'field-password_confirmation': 'machine-analytique-1843' };
    for (const [id, value] of Object.entries(values)) await page.locator(`#${id}`).fill(value);
    await page.locator('input[name="terms_accepted"]').check();
    await page.getByRole('button', { name: auth.register.submit, exact: true }).click();
    await page.getByTestId('registration-sent').waitFor();
    await page.goto(`${webUrl}/login?redirect=%2Fmon-compte`);
    await page.locator('#field-email').fill(email);
    await page.locator('#field-password').fill(values['field-password']);
    await page.getByRole('button', { name: auth.login.submit, exact: true }).click();
    await page.waitForURL(`${webUrl}/mon-compte`);
    // The API's own record of the account (the session cookie is the browser context's).
    const exported = await page.request.get(`${apiUrl}/api/me/export`);
    expect(exported.status()).toBe(200);
    expect(((await exported.json()) as { user: { email: string; tracking_source: string | null } }).user).toMatchObject({ email, tracking_source: 'gclid=REG-1' });
  });
});

describe('SEO tags by path pattern', () => {
  it('keeps robots away from the private pages', async () => {
    const page = await freshPage();
    for (const path of ['/login', '/register', '/forgot-password', '/mon-compte']) {
      await page.goto(`${webUrl}${path}`);
      expect(await page.locator('meta[name="robots"]').getAttribute('content'), path).toContain('noindex');
      expect(await page.locator('link[rel="canonical"]').count(), path).toBe(0);
    }
    const robots = await page.request.get(`${webUrl}/robots.txt`);
    const text = await robots.text();
    for (const pattern of ['/mon-compte', '/payment', '/login', '/register', '/commandes', '/forgot-password']) expect(text).toContain(`Disallow: ${pattern}`);
    expect(text).toMatch(/Sitemap: .+\/sitemap\.xml/);
  });

  it('describes the home page: canonical, organisation and site search action', async () => {
    const page = await freshPage();
    await page.goto(`${webUrl}/`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('http://localhost:3000/');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toBeTruthy();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? 'null') as { '@type': string }[];
    expect(jsonLd.map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
  });

  it('gives a company page its canonical URL, social tags and breadcrumb data', async () => {
    type Block = { '@type': string; itemListElement?: { item: string }[] };
    const page = await freshPage();
    await page.goto(`${webUrl}${companyPagePath}`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(/^http:\/\/localhost:3000\/entreprises\/\d{9}\/[a-z0-9-]+$/);
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe(canonical);
    // The company page has its generated 1200×630 image (opengraph-image.tsx): a large card.
    expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image');
    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    // A script may hold one block or an array of them (the company page: Organization, BreadcrumbList, FAQPage).
    const blocks = scripts.flatMap((text) => [JSON.parse(text) as Block | Block[]].flat());
    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(breadcrumb?.itemListElement?.at(-1)?.item).toBe(canonical);
  });
});
