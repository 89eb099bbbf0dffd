import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { COMPANY_ORDER_KINDS, type Order } from '@registre/domain';
import { findModuleJob, moduleList } from '../../src/modules/module-list';
import { orderFulfilmentQueue } from '../../src/modules/orders';
import { registerClient } from '../support/accounts';
import { billingOrderAccess } from '../../src/modules/billing';
import { grantOrderAccess } from '../support/grant-order-access';
import { createSessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../test-app';
import { HOSTING_ATTESTATION_FIELDS } from '../support/template-order-fields';

let test: TestApp;
let dataDir: string;
const sirens = { kbis: '', individual: '', brands: '', brandNumber: '', announcements: '', vat: '' };

const one = async (sql: string) => (await test.pool.query<{ siren: string; extra: string | null }>(sql)).rows[0] ?? { siren: '', extra: null };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'registre-orders-'));
  test = await createTestApp(
    inject('databaseUrl'),
    { DATA_DIR: dataDir, JOB_QUEUE_SCHEMA: `orders_api_${process.pid}`, ORDER_RATE_LIMIT_PER_MINUTE: '10000', ORDER_RATE_LIMIT_PER_IP_PER_MINUTE: '10000', BILLING_DAILY_CAP_PER_KIND: '100000', AUTH_REGISTER_MAX_PER_IP: '1000', JOB_POLLING_INTERVAL_SECONDS: '0.5' },
    { platform: true },
  );
  const facts = await test.pool.query<{ siren: string }>('SELECT siren FROM companies ORDER BY siren LIMIT 4000');
  for (const { siren } of facts.rows) {
    const documents = (await test.app.inject(`/api/documents/${siren}/document-availability`)).json() as { data: { kind: string; available: boolean; reason: string | null }[] };
    const kbis = documents.data.find((entry) => entry.kind === 'kbis');
    if (!sirens.kbis && kbis?.available) sirens.kbis = siren;
    if (!sirens.individual && kbis?.reason === 'individual-company') sirens.individual = siren;
    if (sirens.kbis && sirens.individual) break;
  }
  const brand = await one('SELECT siren, number AS extra FROM trademarks WHERE siren IS NOT NULL AND number IS NOT NULL ORDER BY siren LIMIT 1');
  sirens.brands = brand.siren;
  sirens.brandNumber = brand.extra ?? '';
  sirens.announcements = (await one('SELECT siren, NULL AS extra FROM announcements WHERE siren IS NOT NULL ORDER BY siren LIMIT 1')).siren;
  sirens.vat = sirens.kbis;
  const platform = test.platform;
  if (!platform) throw new Error('no platform');
  const job = findModuleJob(moduleList({ platform }).modules, orderFulfilmentQueue(platform.config).name);
  await platform.queue.work(job.queue, job.handle, job.work);
}, 300_000);

afterAll(async () => {
  await test?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function subscriber(options: { status: 'trialing' | 'active'; kbisQuotaLeft?: number } = { status: 'active' }) {
  const { client, user } = await registerClient(test.app);
  await grantOrderAccess(test.pool, user.id, options);
  return { client, user };
}

const untilSettled = async (client: ReturnType<typeof createSessionClient>, id: string): Promise<Order> => {
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

describe('order creation', () => {
  it('registers a route for every company kind of the specification, plus documents and director reports', () => {
    for (const kind of COMPANY_ORDER_KINDS) expect(test.app.hasRoute({ method: 'POST', url: `/api/${kind}/:siren/order` })).toBe(true);
    expect(test.app.hasRoute({ method: 'POST', url: '/api/document/:documentId/order' })).toBe(true);
    expect(test.app.hasRoute({ method: 'POST', url: '/api/director-report/:siren/order/:id' })).toBe(true);
  });

  it('gives a guest a pre-order bound to the session, readable by that session only', async () => {
    const guest = createSessionClient(test.app);
    const response = await guest.post(`/api/kbis/${sirens.kbis}/order`);
    expect(response.statusCode).toBe(202);
    const body = response.json() as { data: { pre_order: { id: string; document_type: string; siren: string } }; redirect: string };
    expect(body.data.pre_order).toMatchObject({ document_type: 'kbis', siren: sirens.kbis });
    expect(body.redirect).toBe(`/paiement-securise?pre_order=${body.data.pre_order.id}`);
    const read = await guest.get(`/api/pre-orders/${body.data.pre_order.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ data: { id: body.data.pre_order.id, state: 'awaiting_payment', order: null } });
    expect((await guest.get(`/pre-orders/${body.data.pre_order.id}/download`)).statusCode).toBe(204);
    const stranger = createSessionClient(test.app);
    await stranger.fetchCsrfCookie();
    expect((await stranger.get(`/api/pre-orders/${body.data.pre_order.id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/pre-orders/${body.data.pre_order.id}/download`)).statusCode).toBe(404);
  });

  it('gives a signed-in user without access a pre-order too', async () => {
    const { client } = await registerClient(test.app);
    expect((await client.post(`/api/vat-numbers/${sirens.vat}/order`)).statusCode).toBe(202);
  });

  it('refuses a call without the CSRF token (419) and an unknown company (404)', async () => {
    const { client } = await subscriber();
    expect((await client.post(`/api/vat-numbers/${sirens.vat}/order`, undefined, { xsrfToken: null })).statusCode).toBe(419);
    expect((await client.post('/api/vat-numbers/999999999/order')).statusCode).toBe(404);
    expect((await client.post('/api/vat-numbers/12ab/order')).statusCode).toBe(400);
  });

  it('answers a kind the company cannot have with the reason key, not an order', async () => {
    const { client } = await subscriber();
    const response = await client.post(`/api/kbis/${sirens.individual}/order`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'documents:unavailable.individual-company' });
  });

  it('checks a body against the company: another trademark is a 422 on brand_number, a missing one a 400', async () => {
    const { client } = await subscriber();
    const missing = await client.post(`/api/brands/${sirens.brands}/order`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errors: { brand_number: ['errors:orders.field-required'] } });
    const wrong = await client.post(`/api/brands/${sirens.brands}/order`, { brand_number: 'not-one-of-its-marks' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: 'errors:orders.item-not-found', errors: { brand_number: ['errors:orders.item-not-found'] } });
    const right = await client.post(`/api/brands/${sirens.brands}/order`, { brand_number: sirens.brandNumber });
    expect(right.statusCode).toBe(201);
    expect((await client.post(`/api/commercial-advertisements/${sirens.announcements}/order`, { commercial_advertisement_id: 'nope' })).statusCode).toBe(422);
    expect((await client.post(`/api/letters/${sirens.vat}/order`, { type: 'no-such-letter' })).statusCode).toBe(400);
  });

  it('answers a second identical order with SAME_ORDER_PENDING and the pending order; two at the same instant make one order', async () => {
    const { client, user } = await subscriber();
    const [a, b] = await Promise.all([client.post(`/api/company-summary/${sirens.vat}/order`), client.post(`/api/company-summary/${sirens.vat}/order`)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([201, 403]);
    const created = (a.statusCode === 201 ? a : b).json() as { data: Order };
    const refused = (a.statusCode === 403 ? a : b).json() as { error_code: string; data: Order; message: string };
    expect(refused).toMatchObject({ error_code: 'SAME_ORDER_PENDING', message: 'errors:orders.same-order-pending' });
    expect(refused.data.id).toBe(created.data.id);
    const { rows } = await test.pool.query('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [user.id]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('answers a used-up quota with quota_exceeded and its trial fields', async () => {
    const { client } = await subscriber({ status: 'trialing', kbisQuotaLeft: 0 });
    const response = await client.post(`/api/kbis/${sirens.kbis}/order`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'errors:orders.quota-exceeded', error: 'quota_exceeded', document_type: 'kbis', is_trial_period: true, remaining_quota_after_trial: 15 });
  });
});

describe('the orders export', () => {
  it('names documents in French, dates in Paris time (date cells in XLSX), SIREN as text, with an author', async () => {
    const { client } = await subscriber();
    const created = await client.post(`/api/kbis/${sirens.kbis}/order`);
    const { data } = created.json() as { data: Order };
    // 23:30 UTC on 1 March is 00:30 on 2 March in Paris.
    await test.pool.query("UPDATE orders SET created_at = '2026-03-01T23:30:00Z' WHERE id = $1", [data.id]);

    const csv = await client.get('/api/orders-exports?format=csv');
    const records = parse(csv.rawPayload.toString('utf8'), { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    expect(records.find((record) => record.Commande === data.id)).toMatchObject({ Date: '02/03/2026 00:30', Document: "Fiche d'information registre (non officielle)", SIREN: sirens.kbis, État: expect.any(String) });
    expect(csv.rawPayload.toString('utf8')).toContain(`;"${sirens.kbis}";`);

    const xlsx = await client.get('/api/orders-exports?format=xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(workbook.creator).toBe('Registre Clair');
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['Commande', 'Date', 'Document', 'SIREN', 'État', 'Code erreur', 'Fichier']);
    let row: ExcelJS.Row | undefined;
    sheet.eachRow((candidate) => {
      if (candidate.getCell(1).value === data.id) row = candidate;
    });
    expect(row?.getCell(2).value).toEqual(new Date('2026-03-02T00:30:00Z'));
    expect(row?.getCell(2).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(row?.getCell(3).value).toBe("Fiche d'information registre (non officielle)");
    expect(row?.getCell(4).value).toBe(sirens.kbis);
  });
});

describe('fulfilment, reads and downloads', () => {
  it("filters the user's orders by company (siren), and answers a malformed siren with its key", async () => {
    const { client } = await subscriber();
    const here = (await client.post(`/api/vat-numbers/${sirens.vat}/order`)).json() as { data: Order };
    const there = (await client.post(`/api/vat-numbers/${sirens.brands}/order`)).json() as { data: Order };
    const listed = (await client.get(`/api/orders?siren=${sirens.vat}`)).json() as { data: Order[]; meta: { total: number } };
    expect(listed.data.map((entry) => entry.id)).toEqual([here.data.id]);
    expect(listed.meta.total).toBe(1);
    const other = (await client.get(`/api/orders?siren=${sirens.brands}`)).json() as { data: Order[] };
    expect(other.data.map((entry) => entry.id)).toEqual([there.data.id]);
    const { client: stranger } = await subscriber();
    expect((await stranger.get(`/api/orders?siren=${sirens.vat}`)).json()).toMatchObject({ data: [], meta: { total: 0 } });
    const malformed = await client.get('/api/orders?siren=12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ errors: { siren: ['errors:orders.invalid-siren'] } });
  });

  it('completes an order, lists it, serves its file with a readable name and keeps it from others', async () => {
    const { client } = await subscriber();
    const created = await client.post(`/api/kbis/${sirens.kbis}/order`);
    expect(created.statusCode).toBe(201);
    const { data } = created.json() as { data: Order };
    expect(data).toMatchObject({ state: 'pending', document_type: 'kbis', siren: sirens.kbis, download_url: null, verification_code: null });
    const order = await untilSettled(client, data.id);
    expect(order).toMatchObject({ state: 'completed', error_code: null, download_url: `/orders/${data.id}/download` });
    // The code printed on the file, shown to its owner: the one the public verification page knows.
    const issued = await test.pool.query<{ code: string }>("SELECT code FROM issued_documents WHERE siren = $1 AND kind = 'kbis' ORDER BY issued_at DESC LIMIT 1", [sirens.kbis]);
    expect(order.verification_code).toBe(issued.rows[0]?.code);

    const file = await client.get(`/orders/${data.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="[a-z-]+-${sirens.kbis}-\\d{4}-\\d{2}-\\d{2}\\.pdf"; filename\\*=UTF-8''`));
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await client.get(`/orders/${data.id}/download/word`)).statusCode).toBe(404);

    const list = (await client.get('/api/orders?state=completed&kind=kbis')).json() as { data: Order[]; meta: { total: number } };
    expect(list.data.map((entry) => entry.id)).toContain(data.id);
    expect((await client.get('/api/orders?state=pending&kind=kbis')).json()).toMatchObject({ data: [] });
    expect((await client.get('/api/orders?state=nope')).statusCode).toBe(400);

    const csv = await client.get('/api/orders-exports?format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain(data.id);
    const xlsx = await client.get('/api/orders-exports?format=xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const { client: other } = await subscriber();
    expect((await other.get(`/api/orders/${data.id}`)).statusCode).toBe(404);
    expect((await other.get(`/orders/${data.id}/download`)).statusCode).toBe(404);
    const guest = createSessionClient(test.app);
    expect((await guest.get(`/api/orders/${data.id}`)).statusCode).toBe(401);
    expect((await guest.get('/api/orders')).statusCode).toBe(401);
  });

  it('delivers a letter as Word, and a list as its main format', async () => {
    const { client } = await subscriber();
    const letter = await client.post(`/api/letters/${sirens.vat}/order`, { type: 'reclamation', details: 'Commande n° 42 non livrée' });
    expect(letter.statusCode).toBe(201);
    const order = await untilSettled(client, (letter.json() as { data: Order }).data.id);
    expect(order.state).toBe('completed');
    const word = await client.get(`/orders/${order.id}/download/word`);
    expect(word.statusCode).toBe(200);
    expect(word.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('delivers a list in PDF, Excel and CSV, each file verifiable, to its owner only', async () => {
    const { client } = await subscriber();
    const { rows } = await test.pool.query<{ siren: string; n: number }>(
      'SELECT siren, count(*)::int AS n FROM establishments WHERE siren = $1 GROUP BY siren',
      [sirens.kbis],
    );
    const establishments = rows[0]?.n ?? 0;
    expect(establishments).toBeGreaterThan(0);
    const created = await client.post(`/api/establishments-list/${sirens.kbis}/order`);
    expect(created.statusCode).toBe(201);
    const order = await untilSettled(client, (created.json() as { data: Order }).data.id);
    expect(order.state).toBe('completed');
    expect(order.other_downloads).toEqual([
      { format: 'xlsx', url: `/orders/${order.id}/download/xlsx` },
      { format: 'csv', url: `/orders/${order.id}/download/csv` },
    ]);

    const pdf = await client.get(`/orders/${order.id}/download`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await client.get(`/orders/${order.id}/download/xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toMatch(new RegExp(`${sirens.kbis}.*\\.xlsx"`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const sirets = (sheet?.getColumn(1).values ?? []).map(String).filter((value) => value.replace(/\s/g, '').startsWith(sirens.kbis));
    expect(sirets).toHaveLength(establishments);
    const csv = await client.get(`/orders/${order.id}/download/csv`);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body.split('\n')[0]).toContain(';');

    // Each file of the order is on its verification page's record, by its own SHA-256.
    const { rows: issued } = await test.pool.query<{ format: string }>(
      'SELECT format FROM issued_documents WHERE code = (SELECT verification_code FROM orders WHERE id = $1) ORDER BY format',
      [order.id],
    );
    expect(issued.map((row) => row.format)).toEqual(['csv', 'pdf', 'xlsx']);

    const { client: other } = await subscriber();
    expect((await other.get(`/orders/${order.id}/download/xlsx`)).statusCode).toBe(404);
    expect((await client.get(`/orders/${order.id}/download/ods`)).json()).toMatchObject({ message: 'errors:orders.no-such-format' });
    const kbis = await client.post(`/api/kbis/${sirens.kbis}/order`);
    const kbisOrder = await untilSettled(client, (kbis.json() as { data: Order }).data.id);
    expect(kbisOrder.other_downloads).toEqual([]);
    const none = await client.get(`/orders/${kbisOrder.id}/download/csv`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: 'errors:orders.no-such-format' });
  });

  it('makes a document from a template and 404s an unknown template', async () => {
    const { client } = await subscriber();
    expect((await client.post('/api/document/no-such-template/order', { fields: {} })).statusCode).toBe(404);
    const invalid = await client.post('/api/document/attestation-hebergement/order', { fields: { ...HOSTING_ATTESTATION_FIELDS, since: '2026-02-30', guestName: ' ' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toEqual({ message: 'errors:orders.field-invalid', errors: { 'fields.since': ['errors:orders.field-invalid'], 'fields.guestName': ['errors:orders.field-required'] } });
    const created = await client.post('/api/document/attestation-hebergement/order', { fields: HOSTING_ATTESTATION_FIELDS });
    expect(created.statusCode).toBe(201);
    expect((await untilSettled(client, (created.json() as { data: Order }).data.id)).state).toBe('completed');
  });

  it('turns a pre-order into an order once access is granted, through convertPreOrders', async () => {
    const { client, user } = await registerClient(test.app);
    const pre = await client.post(`/api/vat-numbers/${sirens.vat}/order`);
    const preOrderId = (pre.json() as { data: { pre_order: { id: string } } }).data.pre_order.id;
    await grantOrderAccess(test.pool, user.id, { status: 'active' });
    const { ordersModule } = await import('../../src/modules/orders');
    const { companiesService } = await import('../../src/modules/companies');
    const { directorsService } = await import('../../src/modules/directors');
    const { scoringService } = await import('../../src/modules/scoring');
    const platform = test.platform;
    if (!platform) throw new Error('no platform');
    const orders = ordersModule({
      config: platform.config,
      pool: test.pool,
      platform,
      access: billingOrderAccess(),
      companies: companiesService(test.pool),
      directors: directorsService(test.pool),
      scoring: scoringService(test.pool),
      sources: { configured: new Set(), insee: null, dila: null, inpi: null },
    });
    const connection = await test.pool.connect();
    try {
      await connection.query('BEGIN');
      const converted = await orders.convertPreOrders(connection, { userId: user.id, sessionIdHash: null, preOrderId, now: new Date() });
      await connection.query('COMMIT');
      expect(converted).toHaveLength(1);
    } finally {
      connection.release();
    }
    await vi.waitFor(async () => expect((await client.get(`/api/pre-orders/${preOrderId}`)).json()).toMatchObject({ data: { state: 'ordered', order: { state: 'completed' } } }), { timeout: 60_000, interval: 200 });
    const file = await client.get(`/pre-orders/${preOrderId}/download`);
    expect(file.statusCode).toBe(200);
  });
});
