import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_COMPANY_SIREN } from '@registre/db';
import { launchBrowser } from './browser';

let browser: Browser;
let page: Page;
const webUrl = inject('webUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  // axe-core's Playwright builder needs a page from an explicit context.
  page = await (await browser.newContext()).newPage();
});
afterAll(() => browser?.close());

async function seriousViolations(target: Page) {
  const results = await new AxeBuilder({ page: target }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

describe('company page', () => {
  it('shows a demo company from PostgreSQL, in French, with no serious accessibility violation', async () => {
    const response = await page.goto(`${webUrl}/entreprises/${DEMO_COMPANY_SIREN}/boulangerie-du-canal`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toContain('BOULANGERIE DU CANAL');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.title()).toContain('BOULANGERIE DU CANAL');
    const body = await page.locator('main').textContent();
    expect(body).toContain('Boulangerie et boulangerie-pâtisserie');
    expect(body).toContain('12 RUE DE LA ROQUETTE');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows a French not-found page for an unknown SIREN', async () => {
    const response = await page.goto(`${webUrl}/entreprises/732829320/inconnue`);
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await expect(page.locator('h1').textContent()).resolves.toMatch(/introuvable/i);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
