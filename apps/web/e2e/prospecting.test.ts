import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatNumberFr } from '@registre/domain';
import consent from '../src/locales/fr/consent.json';
import errors from '../src/locales/fr/errors.json';
import prospecting from '../src/locales/fr/prospecting.json';
import { launchBrowser } from './browser';
import { subscribeAsNewMember } from './payment-funnel';
import { horizontalOverflow, PHONE } from './phone-layout';

/**
 * Client prospecting in the browser (issue 39): a guest sees the count and meets the sign-in texts; hostile
 * criteria answer in French; a member filters, watches the count, saves the search, exports the list as CSV
 * (through the order path) and finds the search and the export on the dashboard, at 1280 and 390 px; on a phone
 * too, changes a criterion, saves that search and exports it as Excel.
 */
const webUrl = inject('webUrl');
const SCREENSHOTS = process.env.PROSPECTING_SCREENSHOTS_DIR ?? '/tmp';
const FORM = `${webUrl}/prospection-clients/formulaire`;

let browser: Browser;
let db: pg.Client;
/** A department of the test register with a few active head offices, its name, their number and that of all its head offices. */
let department = { code: '', name: '', active: 0, all: 0 };
beforeAll(async () => {
  browser = await launchBrowser();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  const { rows } = await db.query<{ code: string; name: string; active: number; all: number }>(
    `SELECT d.code, d.name, count(*) FILTER (WHERE cs.is_active)::int AS active, count(*)::int AS "all"
       FROM company_search cs JOIN departments d ON d.code = cs.department_code
      GROUP BY d.code, d.name HAVING count(*) FILTER (WHERE cs.is_active) BETWEEN 3 AND 500 AND count(*) FILTER (WHERE NOT cs.is_active) > 0
      ORDER BY count(*) FILTER (WHERE cs.is_active) DESC, d.code LIMIT 1`,
  );
  department = rows[0] ?? department;
  expect(department.active).toBeGreaterThan(0);
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

const countText = (count: number) => (count === 1 ? prospecting.form.count_one : prospecting.form.count_other).replace('{{formatted}}', formatNumberFr(count));

async function dismissConsent(page: Page): Promise<void> {
  const reject = page.getByRole('button', { name: consent.bannerReject });
  await reject
    .waitFor({ timeout: 3_000 })
    .then(() => reject.click())
    .catch(() => undefined);
}

async function downloadOf(page: Page, action: () => Promise<unknown>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), action()]);
  expect(await download.failure()).toBeNull();
  return download;
}

describe('client prospecting', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await context.newPage();
  });
  afterAll(async () => context?.close());

  it('shows a guest the count and the sign-in texts; a hostile criterion answers in French', async () => {
    await page.goto(`${webUrl}/prospection-clients`);
    await dismissConsent(page);
    await page.getByRole('heading', { level: 1, name: prospecting.landing.title }).waitFor();
    await page.getByRole('link', { name: prospecting.landing.start }).click();
    await page.waitForURL(FORM);
    await expect.poll(() => page.getByTestId('prospecting-count').textContent(), { timeout: 30_000 }).toMatch(/entreprises? correspond|Plus de/);
    await page.getByText(prospecting.guest.title).waitFor();
    await page.getByLabel(prospecting.form.naf).fill('ZZ; <script>');
    await page.getByText(errors.prospecting['invalid-naf']).waitFor({ timeout: 30_000 });
    await page.getByLabel(prospecting.form.naf).fill('');
    await page.screenshot({ path: `${SCREENSHOTS}/prospecting-guest-1280.png`, fullPage: true });
  });

  it('lets a member filter, count, save, export as CSV and find both on the dashboard', async () => {
    await subscribeAsNewMember(page, webUrl, `prospect.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`);
    await page.goto(FORM);
    await dismissConsent(page);
    const departments = page.getByLabel(prospecting.form.department);
    await departments.fill(department.name);
    await page.getByRole('option', { name: `${department.name} (${department.code})` }).click();
    await expect.poll(() => page.getByTestId('prospecting-count').textContent(), { timeout: 30_000 }).toBe(countText(department.active));
    await expect(page.getByTestId('prospecting-rows-left').textContent()).resolves.toMatch(/^Lignes exportables restantes/);

    // Saved under a name, then found on the dashboard.
    const name = `Département ${department.code} ${Date.now()}`;
    await page.getByLabel(prospecting.form.saveName).fill(name);
    await page.getByRole('button', { name: prospecting.form.save, exact: true }).click();
    await page.getByText(prospecting.form.saved.replace('{{name}}', name)).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/prospecting-member-1280.png`, fullPage: true });

    // The CSV export goes through the order path and downloads by itself.
    const download = await downloadOf(page, () => page.getByRole('button', { name: `${prospecting.form.exportCsv} : ${prospecting.form.fileCsv}` }).click());
    expect(download.suggestedFilename()).toMatch(/^prospection-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const rows = parse((await readFile(path)).toString('utf8').replace(/^\uFEFF/, ''), { delimiter: ';', columns: true }) as Record<string, string>[];
    expect(rows.length).toBe(Math.min(department.active, 1000));
    expect(Object.keys(rows[0] ?? {})).toContain('SIREN');

    await page.goto(`${webUrl}/prospection-clients/dashboard`);
    await page.getByText(name, { exact: true }).waitFor();
    const history = page.getByRole('list', { name: prospecting.dashboard.exports });
    await history.getByText(prospecting.dashboard.states.completed).waitFor();
    await expect(history.textContent()).resolves.toContain(`${formatNumberFr(rows.length)} lignes, CSV`);
    await page.screenshot({ path: `${SCREENSHOTS}/prospecting-dashboard-1280.png`, fullPage: true });

    // Opened again from the dashboard: the saved criteria come back.
    await page.getByRole('link', { name: `${prospecting.dashboard.open} : ${name}` }).click();
    await page.getByText(prospecting.form.loadedSearch.replace('{{name}}', name)).waitFor();
    await expect.poll(() => page.getByTestId('prospecting-count').textContent(), { timeout: 30_000 }).toBe(countText(department.active));

    // On a phone: nothing to scroll sideways (the preview table scrolls in its own box).
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect.poll(() => page.getByTestId('prospecting-count').textContent(), { timeout: 30_000 }).toBe(countText(department.active));
    expect(await horizontalOverflow(page)).toBe(0);

    // On a phone, the closed companies too: the count follows, the search is saved, the list exported as Excel.
    await page.getByLabel(prospecting.form.activeOnly).uncheck();
    await expect.poll(() => page.getByTestId('prospecting-count').textContent(), { timeout: 30_000 }).toBe(countText(department.all));
    const phoneName = `${name} (fermées comprises)`;
    await page.getByLabel(prospecting.form.saveName).fill(phoneName);
    await page.getByRole('button', { name: prospecting.form.save, exact: true }).click();
    await page.getByText(prospecting.form.saved.replace('{{name}}', phoneName)).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/prospecting-form-390.png`, fullPage: true });
    const workbook = await downloadOf(page, () => page.getByRole('button', { name: `${prospecting.form.exportXlsx} : ${prospecting.form.fileXlsx}` }).click());
    expect(workbook.suggestedFilename()).toMatch(/^prospection-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = new ExcelJS.Workbook();
    await sheet.xlsx.readFile(await workbook.path());
    const cells = sheet.worksheets[0]?.getRow(1).values as unknown[];
    expect(cells).toContain('SIREN');
    const exported = (sheet.worksheets[0]?.actualRowCount ?? 0) - 1;
    // As many as the list holds, unless the plan's rows left this period are fewer.
    expect(exported).toBeGreaterThan(0);
    expect(exported).toBeLessThanOrEqual(department.all);

    await page.goto(`${webUrl}/prospection-clients/dashboard`);
    await page.getByText(phoneName, { exact: true }).waitFor();
    await expect(page.getByRole('list', { name: prospecting.dashboard.exports }).textContent()).resolves.toContain(`${formatNumberFr(exported)} lignes, XLSX`);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/prospecting-dashboard-390.png`, fullPage: true });
  }, 180_000);
});
