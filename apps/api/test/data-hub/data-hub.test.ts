import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataHubListPageResponseSchema, dataHubListsResponseSchema } from '@registre/domain';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { loadConfig } from '../../src/config/load-config';
import { dataHubRefreshQueue } from '../../src/modules/data-hub';
import { findModuleJob, startModules } from '../../src/modules/module-list';
import { createMemoryPlatform, createTestClock, type Platform, type TestClock } from '../../src/platform';
import { createTestApp, type TestApp } from '../test-app';
import { HIDDEN_NAME, loadDataHubRegister } from './data-hub-register';

let database: IsolatedDatabase;
let t: TestApp;
let platform: Platform;
let clock: TestClock;

const refresh = async () => findModuleJob((await startModules({ platform })).modules, dataHubRefreshQueue(platform.config).name).handle({ id: 'test', data: { reason: 'manual' } });

beforeAll(async () => {
  database = await createIsolatedDatabase();
  await loadDataHubRegister(database.pool);
  clock = createTestClock('2026-12-07T08:00:00Z');
  platform = await createMemoryPlatform(loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }), { pool: database.pool, logger: pino({ level: 'silent' }), clock });
  await refresh();
  t = await createTestApp(database.url);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return dataHubListPageResponseSchema.parse(response.json());
}
const sirens = (body: { data: { entries: { siren: string }[] } }) => body.data.entries.map((entry) => entry.siren);

describe('GET /api/data-hub/lists', () => {
  it('lists every list with its total and period: nationwide ones, one per department, region and NAF section', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/data-hub/lists' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=600/);
    const { data } = dataHubListsResponseSchema.parse(response.json());
    const byId = new Map(data.map((list) => [list.id, list]));
    expect(byId.get('creations-semaine')).toMatchObject({ kind: 'creations', scope: null, total: 3, period: { from: '2026-11-29', to: '2026-12-05' }, dataDate: '2026-12-05' });
    expect(byId.get('creations-semaine-75')).toMatchObject({ total: 2, scope: { code: '75', label: 'Paris' } });
    expect(byId.get('creations-semaine-69')?.total).toBe(1);
    expect(byId.get('creations-semaine-2a')).toMatchObject({ total: 0, scope: { code: '2A' } });
    expect(byId.get('procedures-collectives')).toMatchObject({ total: 3, period: { from: '2026-10-22', to: '2026-11-20' } });
    expect(byId.get('radiations')).toMatchObject({ total: 2, period: { from: '2026-11-02', to: '2026-12-01' } });
    expect(byId.get('comptes-deposes')).toMatchObject({ total: 2, period: { from: '2026-11-28', to: '2026-12-04' } });
    expect(byId.get('plus-grands-ca-region-11')).toMatchObject({ kind: 'top-region', total: 2, period: null, dataDate: '2025-12-31' });
    expect(byId.get('plus-grands-ca-secteur-c')).toMatchObject({ kind: 'top-sector', total: 2, scope: { code: 'C' } });
    const counts = await database.pool.query<{ departments: number; regions: number; sections: number }>(
      `SELECT (SELECT count(*)::int FROM departments) AS departments, (SELECT count(*)::int FROM regions) AS regions,
              (SELECT count(*)::int FROM naf_codes WHERE level = 1) AS sections`,
    );
    const expected = counts.rows[0];
    expect(data).toHaveLength(1 + (expected?.departments ?? 0) + 3 + (expected?.regions ?? 0) + (expected?.sections ?? 0));
  });
});

describe('GET /api/data-hub/lists/:id', () => {
  it('reads a week of creations latest first, with each company’s table data and [ND] for a hidden sole trader', async () => {
    const body = await page('/api/data-hub/lists/creations-semaine');
    expect(body.data).toMatchObject({ sort: 'event', order: 'desc' });
    expect(sirens(body)).toEqual(['100000001', '100000003', '100000002']);
    expect(body.meta).toEqual({ page: 1, per_page: 50, total: 3, total_is_exact: true, last_page: 1 });
    expect(body.data.entries[0]).toMatchObject({
      name: 'ALPHA CONSEIL',
      legalCategory: { code: '5710', label: expect.stringContaining('SAS') },
      naf: { code: '70.22Z', label: expect.any(String) },
      postcode: '75002',
      city: 'PARIS',
      creationDate: '2026-12-05',
      eventDate: '2026-12-05',
      headcountBand: { code: '01', label: expect.any(String) },
      active: true,
    });
    expect(body.data.entries[1]?.name).toBe('[ND]');
    expect(JSON.stringify(body)).not.toContain(HIDDEN_NAME);
  });

  it('sorts by each column, both ways, and pages without overlap', async () => {
    expect(sirens(await page('/api/data-hub/lists/creations-semaine?sort=name'))).toEqual(['100000001', '100000002', '100000003']);
    expect(sirens(await page('/api/data-hub/lists/creations-semaine?sort=name&order=desc'))).toEqual(['100000003', '100000002', '100000001']);
    expect(sirens(await page('/api/data-hub/lists/creations-semaine?sort=creation&order=asc'))).toEqual(['100000002', '100000003', '100000001']);
    const first = await page('/api/data-hub/lists/creations-semaine?per_page=2');
    const second = await page('/api/data-hub/lists/creations-semaine?per_page=2&page=2');
    expect(sirens(first)).toEqual(['100000001', '100000003']);
    expect(sirens(second)).toEqual(['100000002']);
    expect(second.meta).toMatchObject({ page: 2, total: 3, last_page: 2 });
  });

  it('ranks the largest active companies by their latest public turnover, closed within three years', async () => {
    const region = await page('/api/data-hub/lists/plus-grands-ca-region-11');
    expect(region.data).toMatchObject({ sort: 'turnover', order: 'desc' });
    // Not the confidential accounts, not the 2020 accounts, not the closed company.
    expect(sirens(region)).toEqual(['100000006', '100000008']);
    expect(region.data.entries[0]).toMatchObject({ turnoverCents: 90_000_000_000, fiscalYearEnd: '2025-12-31' });
    expect(sirens(await page('/api/data-hub/lists/plus-grands-ca-secteur-c'))).toEqual(['100000006', '100000007']);
    expect(sirens(await page('/api/data-hub/lists/plus-grands-ca-secteur-c?sort=turnover&order=asc'))).toEqual(['100000007', '100000006']);
  });

  it('lists the proceedings opened in the last 30 days and the BODACC notices not cancelled', async () => {
    const proceedings = await page('/api/data-hub/lists/procedures-collectives');
    expect(sirens(proceedings)).toEqual(['100000012', '100000003', '100000002']);
    expect(proceedings.data.entries.map((entry) => entry.eventCode)).toEqual(['liquidation', 'redressement', 'sauvegarde']);
    expect(sirens(await page('/api/data-hub/lists/radiations'))).toEqual(['100000004', '100000013']);
    expect(sirens(await page('/api/data-hub/lists/comptes-deposes'))).toEqual(['100000006', '100000003']);
  });

  it('answers 404 for an unknown list or a page past the last, 400 for a bad query', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/data-hub/lists/creations-semaine-99x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'errors:data-hub.list-not-found' });
    const past = await t.app.inject({ method: 'GET', url: '/api/data-hub/lists/creations-semaine?page=2' });
    expect(past.statusCode).toBe(404);
    expect(past.json()).toMatchObject({ message: 'errors:data-hub.page-not-found' });
    // An empty list still has its first page.
    expect((await page('/api/data-hub/lists/creations-semaine-2a')).data.entries).toEqual([]);
    for (const [url, key] of [
      ['/api/data-hub/lists/creations-semaine?sort=siret', 'errors:data-hub.invalid-sort'],
      ['/api/data-hub/lists/creations-semaine?order=up', 'errors:data-hub.invalid-order'],
      ['/api/data-hub/lists/creations-semaine?page=0', 'errors:pagination.invalid-page'],
      ['/api/data-hub/lists/creations-semaine?per_page=101', 'errors:pagination.invalid-per-page'],
      ['/api/data-hub/lists/Creations%20semaine', 'errors:data-hub.list-not-found'],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(JSON.stringify(response.json()), url).toContain(key);
    }
  });
});

describe('GET /api/data-hub/lists/:id/csv', () => {
  it('writes the page asked as CSV for French Excel, [ND] kept, the personal name nowhere', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/data-hub/lists/procedures-collectives/csv?sort=name' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="procedures-collectives-page-1.csv"');
    const lines = response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toContain('SIREN;Dénomination;Forme juridique;Code NAF');
    expect(lines[0]).toContain('Procédure;Ouverte le;Avertissement');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^"100000002";BETA BOULANGERIE;/);
    expect(lines[1]).toContain('Sauvegarde;15/11/2026');
    expect(lines[3]).toMatch(/^"100000003";\[ND\];/);
    expect(response.body).not.toContain(HIDDEN_NAME);
    const bad = await t.app.inject({ method: 'GET', url: '/api/data-hub/lists/inconnue/csv' });
    expect(bad.statusCode).toBe(404);
  });
});

describe('the refresh job', () => {
  it('moves the dated lists on with the clock and follows the register', async () => {
    await database.pool.query(`UPDATE company_search SET creation_date = '2026-12-12' WHERE siren = '100000005'`);
    clock.set('2026-12-14T08:00:00Z');
    await refresh();
    const body = await page('/api/data-hub/lists/creations-semaine');
    expect(sirens(body)).toEqual(['100000005']);
    expect(body.data.list.period).toEqual({ from: '2026-12-06', to: '2026-12-12' });
    expect(Date.parse(body.data.list.computedAt)).toBeGreaterThan(0);
  });
});
