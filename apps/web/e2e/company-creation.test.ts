import { createPool } from '@registre/db';
import { formatNumberFr } from '@registre/domain';
import type pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../api/src/config/load-config';
import { findModuleJob, startModules } from '../../api/src/modules/module-list';
import { registerFiguresRefreshQueue } from '../../api/src/modules/register-figures';
import { createPlatform, type Platform } from '../../api/src/platform';
import creation from '../src/locales/fr/company-creation.json';
import registry from '../src/locales/fr/registry-dictionary.json';
import { useBrowserSession } from './browser-session';
import { horizontalOverflow, PHONE } from './phone-layout';
import { seriousViolations } from './serious-violations';

/**
 * The company-creation pages and the registry dictionary in the browser (issue 37): the register's figures,
 * counted by the register-figures job as the worker runs it, shown with their date; the dictionary's filter;
 * both readable at 1280 and 390 px.
 */
const session = useBrowserSession();
const webUrl = inject('webUrl');
const SCREENSHOTS = process.env.CREATION_SCREENSHOTS_DIR;
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

let pool: pg.Pool;

beforeAll(async () => {
  pool = createPool(inject('databaseUrl'), { max: 2 });
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' });
  const platform: Platform = await createPlatform(config, { pool });
  try {
    await findModuleJob((await startModules({ platform })).modules, registerFiguresRefreshQueue(config).name).handle({ id: 'e2e-creation', data: { reason: 'manual' } });
  } finally {
    await platform.close();
  }
}, 120_000);

afterAll(async () => {
  await pool?.end();
});

async function open(page: Page, path: string, width: number): Promise<string> {
  await page.setViewportSize({ width, height: width === PHONE.width ? PHONE.height : 900 });
  const response = await page.goto(`${webUrl}${path}`);
  expect(response?.status(), path).toBe(200);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${path.slice(1).replaceAll('/', '_')}-${width}.png`, fullPage: true });
  expect(await horizontalOverflow(page), `${path} at ${width} px`).toBe(0);
  return plain(await page.locator('article').textContent());
}

describe('company creation', () => {
  it('shows a form page with its key facts, the register figures counted by the job, and its FAQ as FAQPage', async () => {
    const { rows } = await pool.query<{ active: number; top: string }>(
      `SELECT count(*) FILTER (WHERE is_active)::int AS active,
              (SELECT naf_code FROM company_search WHERE legal_category_code = '5710' AND is_active AND naf_code IS NOT NULL GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1) AS top
         FROM company_search WHERE legal_category_code = '5710'`,
    );
    const expected = rows[0];
    expect(expected?.active).toBeGreaterThan(0);
    const { page } = session;
    const text = await open(page, '/creation-entreprise/sasu', 1280);
    expect(await page.locator('h1').textContent()).toBe('Société par actions simplifiée unipersonnelle (SASU)');
    expect(text).toContain(plain(creation.types.sasu.facts.capital));
    expect(text).toContain(plain(`${formatNumberFr(expected?.active ?? 0)}${creation.figures.active}`));
    expect(text).toContain(`(${expected?.top})`);
    expect(text).toContain(plain(creation.figures.sharedWith.split('{{')[0] ?? ''));
    const table = page.getByRole('table', { name: creation.figures.departmentsTable });
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await page.getByRole('img', { name: creation.figures.departmentsChart }).count()).toBe(1);
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((json) => JSON.parse(json) as { '@type': string; mainEntity?: unknown[] });
    expect(structured.find((data) => data['@type'] === 'FAQPage')?.mainEntity).toHaveLength(creation.types.sasu.faq.length);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/creation-entreprise\/sasu$/);
    expect(await seriousViolations(page)).toEqual([]);
    await open(page, '/creation-entreprise/sasu', PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('compares the ten forms on the hub, each linking to its page, and answers 404 for an unknown form', async () => {
    const { page } = session;
    await open(page, '/creation-entreprise', 1280);
    const links = await page.getByRole('table', { name: creation.hub.tableCaption }).locator('tbody a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toHaveLength(10);
    expect(links).toContain('/creation-entreprise/micro-entreprise');
    expect(await seriousViolations(page)).toEqual([]);
    await open(page, '/creation-entreprise', PHONE.width);
    expect((await page.goto(`${webUrl}/creation-entreprise/gmbh`))?.status()).toBe(404);
  });
});

describe('registry dictionary', () => {
  it('lists the courts with their counts and filters them by department or city', async () => {
    const { page } = session;
    const text = await open(page, '/dictionnaire-greffe', 1280);
    expect(text).toContain('Tribunal des activités économiques de Lyon');
    expect(text).toContain('Chambre commerciale du tribunal judiciaire de Colmar');
    // Addresses from the Annuaire de l'administration, with the record they come from; none where it has no record.
    expect(text).toContain('19 place de la Bourse');
    expect(text).toContain('Fiche de l’annuaire, mise à jour le');
    expect(text).toContain(registry.address.missing);
    const rows = page.getByRole('table', { name: registry.table.caption }).locator('tbody tr');
    expect(await rows.count()).toBe(150);
    expect(await seriousViolations(page)).toEqual([]);
    const filter = page.getByLabel(registry.filter.label);
    await filter.fill('gironde');
    await expect.poll(() => rows.count()).toBe(2);
    expect(plain(await rows.allTextContents().then((all) => all.join(' ')))).toMatch(/Bordeaux.*Libourne/);
    await filter.fill('saint etienne');
    await expect.poll(() => rows.count()).toBe(1);
    await filter.fill('atlantide');
    await expect.poll(() => page.getByRole('status').textContent()).toContain('atlantide');
    await open(page, '/dictionnaire-greffe', PHONE.width);
    await page.getByLabel(registry.filter.label).fill('69');
    await expect.poll(() => rows.count()).toBe(2);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/dictionnaire-greffe-filtre-390.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
