import AxeBuilder from '@axe-core/playwright';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

let browser: Browser;
let page: Page;
let db: pg.Client;
const webUrl = inject('webUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  // axe-core's Playwright builder needs a page from an explicit context.
  page = await (await browser.newContext()).newPage();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

async function seriousViolations(target: Page) {
  const results = await new AxeBuilder({ page: target }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

/** A company of the generated register, with what its page must show. */
async function companyWhere(condition: string) {
  const { rows } = await db.query<{ siren: string; denomination: string | null; naf_label: string; city: string; street_name: string | null }>(
    `SELECT c.siren, c.denomination, n.label AS naf_label, e.city, e.street_name
       FROM companies c JOIN naf_codes n ON n.code = c.naf_code JOIN establishments e ON e.siret = c.siren || c.head_office_nic
      WHERE ${condition} ORDER BY c.siren LIMIT 1`,
  );
  if (!rows[0]) throw new Error(`no company where ${condition}`);
  return rows[0];
}

describe('company page', () => {
  it('shows a company from PostgreSQL, in French, with no serious accessibility violation', async () => {
    const company = await companyWhere(`c.diffusion_status = 'O' AND c.denomination IS NOT NULL AND e.street_name IS NOT NULL`);
    const response = await page.goto(`${webUrl}/entreprises/${company.siren}/fiche`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toContain(company.denomination);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.title()).toContain(company.denomination);
    const body = await page.locator('main').textContent();
    expect(body).toContain(company.naf_label);
    expect(body).toContain(company.city);
    expect(body).toContain(company.street_name);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows [ND] for the personal data of a non-diffusible sole trader', async () => {
    const company = await companyWhere(`c.diffusion_status <> 'O' AND c.legal_category_code = '1000'`);
    const response = await page.goto(`${webUrl}/entreprises/${company.siren}/fiche`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').textContent()).resolves.toContain('[ND]');
    expect(await page.locator('main').textContent()).toContain('non diffusible');
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
