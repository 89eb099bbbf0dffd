import pg from 'pg';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EVERY_SECTION } from '../../../test/fixtures/fill-every-section';
import company from '../src/locales/fr/company.json';
import header from '../src/locales/fr/header.json';
import orders from '../src/locales/fr/orders.json';
import { launchBrowser } from './browser';
import { subscribeAsNewMember } from './payment-funnel';

/**
 * The register's pages served from the full-route cache (issue 42): one company page, rendered once
 * and then served to every visitor, must never carry a visitor's data. A member orders from a
 * company and follows it; a guest then gets the very same cached entry (x-nextjs-cache HIT) with no
 * trace of the member; the member still sees their follow state and order, loaded by the browser.
 */
const webUrl = inject('webUrl');
/** A peer of the fill-every-section company that no other browser test orders from or follows. */
const SIREN = EVERY_SECTION.peers[5] ?? '';
const SUMMARY = "Fiche synthétique de l'entreprise";
const email = `cache.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`;
const LIST_NAME = `Veille ${Date.now()}`;
/** The member's name, one no page of the register can hold (given after subscribeAsNewMember's own). */
const MEMBER_NAMES = ['Eulalie', `Quenneville${Math.floor(Math.random() * 1e6)}`] as const;

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let member: BrowserContext;
let guest: BrowserContext;
let companyPath = '';

beforeAll(async () => {
  browser = await launchBrowser();
  member = await browser.newContext();
  guest = await browser.newContext();
  const redirect = await fetch(`${webUrl}/entreprises/${SIREN}`, { redirect: 'manual' });
  expect(redirect.status).toBe(308);
  companyPath = new URL(redirect.headers.get('location') ?? '', webUrl).pathname;
});
afterAll(async () => browser?.close());

const followButton = (page: Page) => page.getByTestId('follow-button');
const ordersSection = (page: Page) => page.locator('section#vos-commandes');
const orderButton = (page: Page) => page.getByRole('button', { name: `${orders['order-button']} : ${SUMMARY}` }).and(page.locator(':enabled'));

/** Opens the company page once its islands are live and every request they made has answered. */
async function openSettled(page: Page): Promise<void> {
  await page.goto(`${webUrl}${companyPath}`);
  await orderButton(page).waitFor();
  await page.waitForLoadState('networkidle');
}

/** The page's HTML as the site serves it, read until it answers from the full-route cache. */
async function cachedHtml(): Promise<{ html: string; cacheControl: string }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await fetch(`${webUrl}${companyPath}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    if (response.headers.get('x-nextjs-cache') === 'HIT') return { html, cacheControl: response.headers.get('cache-control') ?? '' };
  }
  throw new Error(`${companyPath} never answered from the full-route cache`);
}

describe('a company page from the full-route cache', () => {
  it('is shared by every visitor with a cacheable Cache-Control, and never carries a member\'s data', async () => {
    // The member: the discovery access, an order of this company's summary, and the company followed.
    const memberPage = await member.newPage();
    await subscribeAsNewMember(memberPage, webUrl, email);
    const db = new pg.Client({ connectionString: inject('databaseUrl') });
    await db.connect();
    try {
      await db.query('UPDATE users SET first_name = $1, last_name = $2 WHERE email = $3', [...MEMBER_NAMES, email]);
    } finally {
      await db.end();
    }
    await openSettled(memberPage);
    const [download] = await Promise.all([memberPage.waitForEvent('download', { timeout: 60_000 }), orderButton(memberPage).click()]);
    expect(await download.failure()).toBeNull();
    await expect.poll(() => followButton(memberPage).getAttribute('aria-disabled')).toBe('false');
    await followButton(memberPage).click();
    await memberPage.getByLabel(company.follow.newListLabel).fill(LIST_NAME);
    await memberPage.getByRole('button', { name: company.follow.createAndAdd }).click();
    await expect.poll(() => followButton(memberPage).getAttribute('aria-pressed')).toBe('true');
    // The member's page after all that: it is the cached one, their state comes after hydration.
    await openSettled(memberPage);
    await ordersSection(memberPage).getByText(SUMMARY).waitFor();
    await expect.poll(() => followButton(memberPage).getAttribute('aria-pressed')).toBe('true');

    // The HTML every visitor gets: from the cache, cacheable by a shared cache, and no trace of the member.
    const { html, cacheControl } = await cachedHtml();
    expect(cacheControl).toMatch(/s-maxage=\d+/);
    expect(cacheControl).toContain('stale-while-revalidate');
    expect(cacheControl).not.toMatch(/private|no-store/);
    expect(html).not.toContain(email);
    expect(html).not.toContain(LIST_NAME);
    for (const name of MEMBER_NAMES) expect(html).not.toContain(name);
    expect(html).not.toContain('vos-commandes');
    // The follow button as the server drew it: not pressed (its texts, "Suivie" included, travel in the props).
    const buttonTag = /<button[^>]*data-testid="follow-button"[^>]*>/.exec(html)?.[0] ?? '';
    expect(buttonTag).toContain('aria-pressed="false"');

    // A guest in the browser: the same page, not followed, no orders, the sign-in link.
    const guestPage = await guest.newPage();
    await openSettled(guestPage);
    await expect(followButton(guestPage).getAttribute('aria-pressed')).resolves.toBe('false');
    await expect(ordersSection(guestPage).count()).resolves.toBe(0);
    await guestPage.getByRole('link', { name: header.nav.signIn }).first().waitFor();
    const text = (await guestPage.locator('body').textContent()) ?? '';
    expect(text).not.toContain(email);
    expect(text).not.toContain(LIST_NAME);
    for (const name of MEMBER_NAMES) expect(text).not.toContain(name);

    // And the member, back on it, still has theirs.
    await openSettled(memberPage);
    await ordersSection(memberPage).getByText(SUMMARY).waitFor();
    await expect.poll(() => followButton(memberPage).getAttribute('aria-pressed')).toBe('true');
    await expect(followButton(memberPage).textContent()).resolves.toContain(company.follow.following);
  }, 180_000);
});
