import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROSPECTING_PATHS, type Order, type ProspectingFiltersInput } from '@registre/domain';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { findModuleJob, moduleList } from '../../src/modules/module-list';
import { orderFulfilmentQueue } from '../../src/modules/orders';
import { registerClient } from '../support/accounts';
import { grantOrderAccess } from '../support/grant-order-access';
import { createSessionClient, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../test-app';
import { prospectSiren, SEED_COMMUNE, seedProspects } from './seed-prospects';

const SEEDED = 200;
let database: IsolatedDatabase;
let test: TestApp;
let dataDir: string;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'registre-prospecting-'));
  test = await createTestApp(
    database.url,
    {
      DATA_DIR: dataDir,
      JOB_QUEUE_SCHEMA: `prospecting_${process.pid}`,
      ORDER_RATE_LIMIT_PER_MINUTE: '10000',
      ORDER_RATE_LIMIT_PER_IP_PER_MINUTE: '10000',
      AUTH_REGISTER_MAX_PER_IP: '1000',
      JOB_POLLING_INTERVAL_SECONDS: '0.5',
      PROSPECTING_EXPORT_ROWS_PER_PERIOD: '150',
      PROSPECTING_EXPORT_ROWS_TRIAL: '30',
      PROSPECTING_PREVIEW_RATE_LIMIT_PER_MINUTE: '10000',
    },
    { platform: true },
  );
  await seedProspects(test.pool, SEEDED);
  const platform = test.platform;
  if (!platform) throw new Error('no platform');
  const job = findModuleJob(moduleList({ platform }).modules, orderFulfilmentQueue(platform.config).name);
  await platform.queue.work(job.queue, job.handle, job.work);
}, 120_000);

afterAll(async () => {
  await test?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const inSeed = (filters: ProspectingFiltersInput = {}): ProspectingFiltersInput => ({ commune: [SEED_COMMUNE], active_only: false, ...filters });

async function preview(client: SessionClient, filters: ProspectingFiltersInput) {
  const response = await client.post(PROSPECTING_PATHS.preview, { filters });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { count: number; more: boolean; rows: { siren: string; name: string; postcode: string | null; city: string | null }[] } }).data;
}

/** The seeded companies (1…SEEDED) passing `test`. */
const expected = (keep: (n: number) => boolean) => Array.from({ length: SEEDED }, (_, i) => i + 1).filter(keep).length;

async function subscriber(status: 'trialing' | 'active' = 'active') {
  const { client, user } = await registerClient(test.app);
  await grantOrderAccess(test.pool, user.id, { status });
  return client;
}

const untilSettled = async (client: SessionClient, id: string): Promise<Order> => {
  let order: Order | undefined;
  await vi.waitFor(
    async () => {
      order = ((await client.get(`/api/orders/${id}`)).json() as { data: Order }).data;
      expect(order.state).not.toBe('pending');
    },
    { timeout: 60_000, interval: 200 },
  );
  return order as Order;
};

describe('prospecting: count and preview', () => {
  it('counts the companies each filter selects, for guests too', async () => {
    const guest = createSessionClient(test.app);
    expect((await preview(guest, inSeed())).count).toBe(SEEDED);
    expect((await preview(guest, inSeed({ active_only: true }))).count).toBe(expected((n) => n % 5 !== 0));
    expect((await preview(guest, inSeed({ naf: ['J'] }))).count).toBe(expected((n) => n % 2 === 0));
    expect((await preview(guest, inSeed({ naf: ['62'] }))).count).toBe(expected((n) => n % 2 === 0));
    expect((await preview(guest, inSeed({ naf: ['62.0'] }))).count).toBe(expected((n) => n % 2 === 0));
    expect((await preview(guest, inSeed({ naf: ['4711f'] }))).count).toBe(expected((n) => n % 2 === 1));
    expect((await preview(guest, inSeed({ naf: ['62.02'] }))).count).toBe(0);
    expect((await preview(guest, inSeed({ legal_form: ['1'] }))).count).toBe(expected((n) => n % 10 === 3));
    expect((await preview(guest, inSeed({ without_insolvency: true }))).count).toBe(expected((n) => n % 7 !== 0));
    // Turnover n × 10,000 €: between 500,000 and 1,000,000 € are n = 50…100.
    expect((await preview(guest, inSeed({ turnover_min: 500_000, turnover_max: 1_000_000 }))).count).toBe(51);
    expect((await preview(guest, inSeed({ result_min: 10_000, result_max: 10_000 }))).count).toBe(1);
    expect((await preview(guest, inSeed({ created_from: '2010-01-02', created_to: '2010-01-11' }))).count).toBe(10);
    // Three filters at once, as the benchmark's mix does.
    const three = await preview(guest, inSeed({ naf: ['J'], active_only: true, without_insolvency: true }));
    expect(three.count).toBe(expected((n) => n % 2 === 0 && n % 5 !== 0 && n % 7 !== 0));
    expect(three.rows.length).toBe(20);
    expect(three.more).toBe(false);

    // The same lists by department are read on the head office's columns (covering indexes, prospecting-column-sql.ts):
    // the same counts as by the search tokens.
    const lists: ProspectingFiltersInput[] = [
      {}, { active_only: true }, { naf: ['J'] }, { naf: ['62'] }, { naf: ['62.0'] }, { naf: ['4711f'] }, { naf: ['J', '47.11F'] }, { naf: ['62.02'] },
      { legal_form: ['1'] }, { legal_form: ['5710'] }, { without_insolvency: true }, { turnover_min: 500_000, turnover_max: 1_000_000 },
      { created_from: '2010-01-02', created_to: '2010-01-11' }, { naf: ['J'], active_only: true, without_insolvency: true },
    ];
    for (const filters of lists) {
      const byDepartment = await preview(guest, { department: ['99'], active_only: false, ...filters });
      const byCommune = await preview(guest, inSeed(filters));
      expect(byDepartment.count, JSON.stringify(filters)).toBe(byCommune.count);
      expect(byDepartment.rows.length).toBe(Math.min(20, byCommune.count));
    }
    // A company whose head office is elsewhere, with another establishment in the department: found "anywhere" in
    // the department, not by its head office.
    await seedProspects(test.pool, 1, { from: 500, commune: '75056' });
    await test.pool.query(`UPDATE company_search SET department_code = '75', words = array_replace(words, 'd:99', 'd:75') || ARRAY['ed:99'] WHERE siren = $1`, [prospectSiren(500)]);
    const anywhere = { active_only: false, head_office_only: false };
    expect((await preview(guest, { department: ['99'], ...anywhere })).count).toBe(SEEDED + 1);
    expect((await preview(guest, { department: ['99'], naf: ['J'], ...anywhere })).count).toBe(expected((n) => n % 2 === 0) + 1);
    expect((await preview(guest, { department: ['99'], naf: ['G'], ...anywhere })).count).toBe(expected((n) => n % 2 === 1));
    expect((await preview(guest, { department: ['99'], active_only: false, head_office_only: true })).count).toBe(SEEDED);
    expect((await preview(guest, { department: ['75'], ...anywhere })).count).toBe(1);
  });

  it('stops counting past 10,000 and says there are more', async () => {
    await seedProspects(test.pool, 10_005, { from: 1_000, commune: '99991' });
    const broad = await preview(createSessionClient(test.app), { commune: ['99991'], active_only: false });
    expect(broad).toMatchObject({ count: 10_000, more: true });
    expect(broad.rows.length).toBe(20);
    // On the columns too (the cap reached by an index-only scan).
    expect(await preview(createSessionClient(test.app), { department: ['99'], active_only: false })).toMatchObject({ count: 10_000, more: true });
    expect((await preview(createSessionClient(test.app), { commune: ['99991'], naf: ['J'], active_only: true, without_insolvency: true })).more).toBe(false);
  });

  it('never shows the address of a non-diffusible unit', async () => {
    const rows = (await preview(createSessionClient(test.app), inSeed({ legal_form: ['1000'] }))).rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ name: '[ND]', postcode: null, city: null });
  });

  it('answers hostile or malformed filters 400 with a key the site shows, and 419 without the CSRF token', async () => {
    const guest = createSessionClient(test.app);
    const cases: [unknown, string][] = [
      [{ region: ['<script>'] }, 'errors:prospecting.invalid-region'],
      [{ department: ["75' OR 1=1 --"] }, 'errors:prospecting.invalid-department'],
      [{ naf: ['ZZ'] }, 'errors:prospecting.invalid-naf'],
      [{ commune: Array.from({ length: 51 }, (_, i) => String(10_000 + i)) }, 'errors:prospecting.too-many-codes'],
      [{ turnover_min: 'beaucoup' }, 'errors:prospecting.invalid-amount'],
      [{ turnover_min: 10, turnover_max: 5 }, 'errors:prospecting.invalid-amount-range'],
      [{ created_from: '2020-13-45' }, 'errors:prospecting.invalid-date'],
      [{ active_only: 'oui' }, 'errors:prospecting.invalid-flag'],
    ];
    for (const [filters, key] of cases) {
      const response = await guest.post(PROSPECTING_PATHS.preview, { filters });
      expect(response.statusCode, JSON.stringify(filters)).toBe(400);
      expect(JSON.stringify(response.json()), JSON.stringify(filters)).toContain(key);
    }
    expect((await guest.post(PROSPECTING_PATHS.preview, { filters: { unknown: 1 } })).statusCode).toBe(400);
    expect((await guest.post(PROSPECTING_PATHS.preview, { filters: {} }, { xsrfToken: null })).statusCode).toBe(419);
  });
});

describe('prospecting: saved searches', () => {
  it('saves, lists, renames and deletes a search, and refuses a name twice', async () => {
    const client = await subscriber();
    const body = { name: 'Informatique Prospectville', filters: inSeed({ naf: ['J'] }), columns: ['name', 'siren'] };
    const created = await client.post(PROSPECTING_PATHS.searches, body);
    expect(created.statusCode, created.body).toBe(201);
    const search = (created.json() as { data: { id: string; columns: string[]; filters: { naf: string[] } } }).data;
    expect(search.columns).toEqual(['siren', 'name']);
    expect(search.filters.naf).toEqual(['J']);
    const again = await client.post(PROSPECTING_PATHS.searches, { ...body, name: ' informatique prospectville ' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: 'errors:prospecting.name-taken' });
    const renamed = await client.put(PROSPECTING_PATHS.search(search.id), { ...body, name: 'Renommée' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(((await client.get(PROSPECTING_PATHS.searches)).json() as { data: { name: string }[] }).data.map((entry) => entry.name)).toEqual(['Renommée']);
    expect((await client.delete(PROSPECTING_PATHS.search(search.id))).statusCode).toBe(204);
    expect((await client.get(PROSPECTING_PATHS.search(search.id))).statusCode).toBe(404);
  });

  it("answers 404 for another user's search and changes nothing; 401 to a guest; 400 for a hostile name", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const body = { name: 'Privée', filters: inSeed(), columns: ['siren'] };
    const id = ((await owner.post(PROSPECTING_PATHS.searches, body)).json() as { data: { id: string } }).data.id;
    for (const response of [
      await other.get(PROSPECTING_PATHS.search(id)),
      await other.put(PROSPECTING_PATHS.search(id), { ...body, name: 'Volée' }),
      await other.delete(PROSPECTING_PATHS.search(id)),
      await other.post(PROSPECTING_PATHS.order, { filters: inSeed(), columns: ['siren'], format: 'csv', search_id: id }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'errors:prospecting.search-not-found' });
    }
    expect(((await owner.get(PROSPECTING_PATHS.search(id))).json() as { data: { name: string } }).data.name).toBe('Privée');
    const guest = createSessionClient(test.app);
    expect((await guest.get(PROSPECTING_PATHS.searches)).statusCode).toBe(401);
    expect((await guest.post(PROSPECTING_PATHS.searches, body)).statusCode).toBe(401);
    const hostile = await owner.post(PROSPECTING_PATHS.searches, { ...body, name: '<script>alert(1)</script>' });
    expect(hostile.statusCode).toBe(400);
    expect(JSON.stringify(hostile.json())).toContain('errors:prospecting.name-invalid');
    expect((await owner.post(PROSPECTING_PATHS.searches, { ...body, name: 'Colonnes', columns: ['password'] })).statusCode).toBe(400);
    expect((await owner.get(PROSPECTING_PATHS.search('not-a-uuid'))).statusCode).toBe(400);
  });
});

describe('prospecting: exports through the order path', () => {
  it('exports the chosen columns as CSV, hides [ND] personal data, counts the rows against the plan and lists the export', async () => {
    const client = await subscriber('active');
    const filters = inSeed({ turnover_max: 400_000 });
    const response = await client.post(PROSPECTING_PATHS.order, { filters, columns: ['address', 'siren', 'name', 'city', 'turnover'], format: 'csv' });
    expect(response.statusCode, response.body).toBe(201);
    const order = await untilSettled(client, (response.json() as { data: { id: string } }).data.id);
    expect(order).toMatchObject({ state: 'completed', document_type: 'prospecting-export' });
    const file = await client.get(`/orders/${order.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    const rows = parse(file.rawPayload.toString('utf8').replace(/^\uFEFF/, ''), { delimiter: ';', columns: true }) as Record<string, string>[];
    expect(rows.length).toBe(40);
    expect(Object.keys(rows[0] ?? {})).toEqual(['SIREN', 'Dénomination', 'Adresse du siège', 'Commune', 'Chiffre d’affaires (€)', 'Avertissement']);
    for (const row of rows) {
      if (row['Dénomination'] === '[ND]') expect([row['Adresse du siège'], row.Commune]).toEqual(['', '']);
      else expect(row['Adresse du siège']).toBe('12 RUE DES LILAS');
      expect(row.Avertissement).toContain(order.verification_code ?? 'no code');
    }
    expect(rows.filter((row) => row['Dénomination'] === '[ND]').length).toBe(4);
    const verified = await createSessionClient(test.app).get(`/api/verification/${order.verification_code}`);
    expect(verified.statusCode).toBe(200);
    const allowance = ((await client.get(PROSPECTING_PATHS.allowance)).json() as { data: { rows_left: number; rows_used: number } }).data;
    expect(allowance).toMatchObject({ rows_used: 40, rows_left: 110 });
    const history = ((await client.get(PROSPECTING_PATHS.exports)).json() as { data: { order_id: string; rows: number; format: string }[] }).data;
    expect(history).toEqual([expect.objectContaining({ order_id: order.id, rows: 40, format: 'csv', state: 'completed' })]);
  });

  it('bounds an export by the rows left in the period, then refuses once they are used', async () => {
    const client = await subscriber('active');
    const first = await client.post(PROSPECTING_PATHS.order, { filters: inSeed(), columns: ['siren', 'name'], format: 'xlsx' });
    expect(first.statusCode, first.body).toBe(201);
    const order = await untilSettled(client, (first.json() as { data: { id: string } }).data.id);
    expect(order.state).toBe('completed');
    const file = await client.get(`/orders/${order.id}/download`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    // 200 match; the plan leaves 150 this period: a header and 150 rows.
    expect(workbook.worksheets[0]?.rowCount).toBe(151);
    const refused = await client.post(PROSPECTING_PATHS.order, { filters: inSeed({ naf: ['J'] }), columns: ['siren'], format: 'csv' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'errors:prospecting.rows-exhausted' });
  });

  it('sends a guest to the payment funnel, refuses an empty list and malformed orders', async () => {
    const guest = createSessionClient(test.app);
    const response = await guest.post(PROSPECTING_PATHS.order, { filters: inSeed(), columns: ['siren'], format: 'csv' });
    expect(response.statusCode, response.body).toBe(202);
    expect((response.json() as { redirect: string }).redirect).toMatch(/^\/paiement-securise\?pre_order=/);
    const client = await subscriber();
    const empty = await client.post(PROSPECTING_PATHS.order, { filters: inSeed({ naf: ['01'] }), columns: ['siren'], format: 'csv' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ message: 'errors:prospecting.no-rows-to-export' });
    expect((await client.post(PROSPECTING_PATHS.order, { filters: inSeed(), columns: [], format: 'csv' })).statusCode).toBe(400);
    expect((await client.post(PROSPECTING_PATHS.order, { filters: inSeed(), columns: ['siren'], format: 'pdf' })).statusCode).toBe(400);
  });
});
