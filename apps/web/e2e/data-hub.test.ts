import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowserSession } from './browser-session';
import { horizontalOverflow, PHONE } from './phone-layout';
import { seriousViolations } from './serious-violations';

const webUrl = inject('webUrl');
const session = useBrowserSession();
/** Where to write the screenshots a reader looks at (none when unset). */
const SCREENSHOTS = process.env.DATA_HUB_SCREENSHOTS_DIR;

async function shoot(page: Page, name: string): Promise<void> {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** The nationwide list with the most companies in the test register (computed after its load). */
async function busiestList(): Promise<{ id: string; total: number }> {
  const { rows } = await session.db.query<{ id: string; total: number }>(`SELECT id, total FROM data_hub_lists WHERE scope_code = '' ORDER BY total DESC, id LIMIT 1`);
  const list = rows[0];
  if (!list || list.total === 0) throw new Error('the test register has no data hub list with companies');
  return list;
}

describe('the data hub', () => {
  it.each([1280, PHONE.width])('lists the lists with their totals, linked from the navigation, at %i px', async (width) => {
    await session.page.setViewportSize({ width, height: 900 });
    const response = await session.page.goto(`${webUrl}/hub-data`);
    expect(response?.status()).toBe(200);
    await expect(session.page.locator('h1').textContent()).resolves.toContain('Hub data');
    expect(new URL((await session.page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe('/hub-data');
    const { rows } = await session.db.query<{ lists: number }>('SELECT count(*)::int AS lists FROM data_hub_lists');
    expect(await session.page.locator('main a[href^="/hub-data/list/"]').count()).toBe(rows[0]?.lists);
    const list = await busiestList();
    const card = session.page.locator(`main a[href="/hub-data/list/${list.id}"]`).locator('xpath=..');
    expect(((await card.textContent()) ?? '').replace(/\s/g, '')).toContain(`${list.total}entreprise`);
    expect(await horizontalOverflow(session.page)).toBe(0);
    expect(await seriousViolations(session.page)).toEqual([]);
    await shoot(session.page, `hub-data-${width}`);
    if (width === 1280) await expect(session.page.locator('a[href="/hub-data"]').count()).resolves.toBeGreaterThan(0);
  });

  it.each([1280, PHONE.width])('shows a list: criteria, total, sortable table, pages and CSV, at %i px', async (width) => {
    await session.page.setViewportSize({ width, height: 900 });
    const list = await busiestList();
    const response = await session.page.goto(`${webUrl}/hub-data/list/${list.id}`);
    expect(response?.status()).toBe(200);
    const table = session.page.locator('main table');
    expect(await table.locator('tbody tr').count()).toBe(Math.min(list.total, 50));
    const first = await session.db.query<{ siren: string }>(`SELECT siren FROM data_hub_entries WHERE list_id = $1 ORDER BY name, siren LIMIT 1`, [list.id]);
    expect(await horizontalOverflow(session.page)).toBe(0);
    expect(await seriousViolations(session.page)).toEqual([]);
    await shoot(session.page, `hub-data-list-${width}`);

    // Sorted by name from its column's header (on a phone, where rows are cards, from the sort links above them).
    const sortLinks = width === PHONE.width ? session.page.getByRole('navigation', { name: 'Trier par' }) : session.page.locator('main thead');
    await sortLinks.getByRole('link', { name: /Entreprise/ }).click();
    await session.page.waitForURL(/tri=nom/);
    expect(await session.page.locator('main thead th[aria-sort="ascending"]').textContent()).toContain('Entreprise');
    const firstLink = await session.page.locator('main tbody tr').first().locator('a').first().getAttribute('href');
    expect(firstLink).toMatch(new RegExp(`^/entreprises/${first.rows[0]?.siren}/`));

    const csvHref = await session.page.getByRole('link', { name: 'Télécharger cette page en CSV' }).getAttribute('href');
    const csv = await session.page.request.get(csvHref ?? '');
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).trimEnd().split('\r\n')).toHaveLength(1 + Math.min(list.total, 50));
  });

  it('answers 404 for an unknown list or a page past the last', async () => {
    for (const path of ['/hub-data/list/inconnue', `/hub-data/list/${(await busiestList()).id}?page=9999`, '/hub-data/list/creations-semaine?tri=siret']) {
      const response = await session.page.goto(`${webUrl}${path}`);
      expect(response?.status(), path).toBe(404);
    }
  });
});
