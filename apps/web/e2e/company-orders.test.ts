import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EVERY_SECTION } from '../../../test/fixtures/fill-every-section';
import orders from '../src/locales/fr/orders.json';
import { launchBrowser } from './browser';
import { subscribeAsNewMember } from './payment-funnel';
import { horizontalOverflow, PHONE } from './phone-layout';
import { seriousViolations } from './serious-violations';

/**
 * The company page's "Vos commandes" section (issue 42): the signed-in visitor's orders of this
 * company, fetched by the browser; no section for a guest, nor on a company the member has not ordered from.
 */
const webUrl = inject('webUrl');
const COMPANY_PATH = `/entreprises/${EVERY_SECTION.full}/manufacture-des-quais`;
const OTHER_PATH = `/entreprises/${EVERY_SECTION.peers[0]}`;
const SUMMARY = "Fiche synthétique de l'entreprise";
const section = (page: Page) => page.locator('section#vos-commandes');

/** Opens a company page once its islands are live and every request they made has answered. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(`${webUrl}${path}`);
  await page.getByRole('button', { name: `${orders['order-button']} : ${SUMMARY}` }).and(page.locator(':enabled')).waitFor();
  await page.waitForLoadState('networkidle');
}

let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('company page: the visitor\'s orders of the company', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  afterAll(async () => context?.close());

  it('shows no section to a guest', async () => {
    await openSettled(page, COMPANY_PATH);
    await expect(section(page).count()).resolves.toBe(0);
  });

  it('lists a member\'s order of this company with its state, date and file, and only on this company\'s page', async () => {
    await subscribeAsNewMember(page, webUrl, `company-orders.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`);
    await openSettled(page, COMPANY_PATH);
    await expect(section(page).count()).resolves.toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: `${orders['order-button']} : ${SUMMARY}` }).click(),
    ]);
    expect(await download.failure()).toBeNull();

    await openSettled(page, COMPANY_PATH);
    await expect(section(page).getByRole('heading', { level: 2 }).textContent()).resolves.toBe(orders['company-orders'].heading);
    const rows = section(page).locator('tbody tr');
    await expect(rows.count()).resolves.toBe(1);
    const row = rows.first();
    await expect(row.textContent()).resolves.toContain(SUMMARY);
    await expect(row.textContent()).resolves.toContain(orders.states.completed);
    await expect(row.locator('a[href^="/commandes/"]').textContent()).resolves.toMatch(/\d{4} à \d{2}:\d{2}$/);
    const again = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), row.getByRole('link', { name: `${orders.tracker.download} : ${SUMMARY}` }).click()]);
    expect(again[0].suggestedFilename()).toBe(download.suggestedFilename());
    expect(await seriousViolations(page)).toEqual([]);

    const viewport = page.viewportSize();
    await page.setViewportSize(PHONE);
    try {
      await openSettled(page, COMPANY_PATH);
      await section(page).waitFor();
      expect(await horizontalOverflow(page)).toBe(0);
    } finally {
      if (viewport) await page.setViewportSize(viewport);
    }

    await openSettled(page, OTHER_PATH);
    await expect(section(page).count()).resolves.toBe(0);
  }, 180_000);
});
