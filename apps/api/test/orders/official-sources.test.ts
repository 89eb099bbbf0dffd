import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { IssuedDocument, Order } from '@registre/domain';
import { findModuleJob, moduleList } from '../../src/modules/module-list';
import { orderFulfilmentQueue } from '../../src/modules/orders';
import { registerClient } from '../support/accounts';
import { grantOrderAccess } from '../support/grant-order-access';
import { inpiToken, startOfficialStandIn, type OfficialStandIn } from '../support/official-stand-ins';
import type { createSessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Issue 35 §2: with its official source configured, an order of `sirene-situations`, `ape-codes`,
 * `commercial-advertisements`, `rne-extracts`, `acts` or `balance-sheets` is fetched from that source by
 * the real order path (API → queue → the orders module's fulfilment job), stored and served unchanged,
 * and recorded as official on the verification page; a source's refusal ends the order with its code,
 * its outage is retried by the queue. Each source is a local stand-in HTTP server.
 */
let test: TestApp;
let dataDir: string;
const stand: Record<'insee' | 'bodacc' | 'rne' | 'data', OfficialStandIn> = {} as never;
type Client = ReturnType<typeof createSessionClient>;
const BALANCE_SHEET_IDS = { newest: 'b'.repeat(24), older: 'c'.repeat(24) };
/** Attempts of an order: the first, then ORDER_JOB_RETRY_LIMIT retries. */
const RETRY_LIMIT = 1;

const subjects = { diffusible: '', siret: '', announcementSiren: '', announcementId: '', actSiren: '', filingNumber: '', actDocumentId: '', accounts: '' };

async function firstRow<T extends Record<string, string>>(sql: string): Promise<T> {
  const row = (await test.pool.query<T>(sql)).rows[0];
  if (!row) throw new Error(`no demo data for: ${sql}`);
  return row;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'registre-official-'));
  stand.insee = await startOfficialStandIn('insee');
  stand.bodacc = await startOfficialStandIn('dila');
  stand.rne = await startOfficialStandIn('inpi-rne', {
    '/api/sso/login': () => ({ token: inpiToken() }),
    '/api/companies/': () => ({
      actes: [],
      bilans: [
        { id: BALANCE_SHEET_IDS.older, dateDepot: '2023-06-30', dateCloture: '2022-12-31', confidentiality: 'Public', deleted: false },
        { id: BALANCE_SHEET_IDS.newest, dateDepot: '2024-06-30', dateCloture: '2023-12-31', confidentiality: 'Public', deleted: false },
      ],
    }),
  });
  stand.data = await startOfficialStandIn('inpi-data');
  test = await createTestApp(
    inject('databaseUrl'),
    {
      DATA_DIR: dataDir,
      JOB_QUEUE_SCHEMA: `orders_official_${process.pid}`,
      JOB_POLLING_INTERVAL_SECONDS: '0.5',
      ORDER_RATE_LIMIT_PER_MINUTE: '10000',
      ORDER_RATE_LIMIT_PER_IP_PER_MINUTE: '10000',
      BILLING_DAILY_CAP_PER_KIND: '100000',
      AUTH_REGISTER_MAX_PER_IP: '1000',
      ORDER_JOB_RETRY_LIMIT: String(RETRY_LIMIT),
      ORDER_JOB_RETRY_DELAY_SECONDS: '1',
      // One attempt per job run: the retry under test is the queue's.
      PROVIDER_RETRIES: '0',
      PROVIDER_TIMEOUT_MS: '5000',
      INSEE_AVIS_SITUATION_ENABLED: 'true',
      INSEE_AVIS_SITUATION_URL: stand.insee.url,
      BODACC_PDF_ENABLED: 'true',
      BODACC_PDF_URL: stand.bodacc.url,
      INPI_RNE_USERNAME: 'registre-test',
      INPI_RNE_PASSWORD: 'not-a-secret',
      INPI_RNE_URL: stand.rne.url,
      INPI_DATA_URL: stand.data.url,
    },
    { platform: true },
  );
  const platform = test.platform;
  if (!platform) throw new Error('no platform');
  const job = findModuleJob(moduleList({ platform }).modules, orderFulfilmentQueue(platform.config).name);
  await platform.queue.work(job.queue, job.handle, job.work);

  const headOffices = await test.pool.query<{ siren: string; siret: string }>(
    `SELECT c.siren, e.siret FROM companies c JOIN establishments e ON e.siren = c.siren AND e.is_head_office ORDER BY c.siren DESC LIMIT 200`,
  );
  for (const { siren, siret } of headOffices.rows) {
    const documents = (await test.app.inject(`/api/documents/${siren}/document-availability`)).json() as { data: { kind: string; available: boolean }[] };
    const available = (kind: string) => documents.data.some((entry) => entry.kind === kind && entry.available);
    if (!subjects.diffusible && available('sirene-situations') && available('ape-codes') && available('rne-extracts')) Object.assign(subjects, { diffusible: siren, siret });
    if (!subjects.accounts && available('balance-sheets')) subjects.accounts = siren;
    if (subjects.diffusible && subjects.accounts) break;
  }
  const announcement = await firstRow<{ siren: string; source_id: string }>(
    "SELECT siren, source_id FROM announcements WHERE siren IS NOT NULL AND source_id ~ '^[ABC][0-9]{9,14}$' ORDER BY siren LIMIT 1",
  );
  Object.assign(subjects, { announcementSiren: announcement.siren, announcementId: announcement.source_id });
  const acts = await test.pool.query<{ siren: string; filing_number: string; source_id: string }>(
    `SELECT a.siren, a.filing_number, a.source_id FROM deposited_acts a
      WHERE NOT a.confidential AND a.filing_number IS NOT NULL AND a.source_id ~ '^[a-f0-9]{24}$'
        AND (SELECT count(*) FROM deposited_acts b WHERE b.siren = a.siren AND b.filing_number = a.filing_number) = 1
      ORDER BY a.siren LIMIT 100`,
  );
  for (const act of acts.rows) {
    const documents = (await test.app.inject(`/api/documents/${act.siren}/document-availability`)).json() as { data: { kind: string; available: boolean }[] };
    if (!documents.data.some((entry) => entry.kind === 'acts' && entry.available)) continue;
    Object.assign(subjects, { actSiren: act.siren, filingNumber: act.filing_number, actDocumentId: act.source_id });
    break;
  }
  expect(subjects.diffusible && subjects.accounts && subjects.actSiren).toBeTruthy();
}, 300_000);

afterAll(async () => {
  await test?.close();
  await Promise.all(Object.values(stand).map((server) => server?.close()));
  await rm(dataDir, { recursive: true, force: true });
});

async function customer(): Promise<Client> {
  const { client, user } = await registerClient(test.app);
  await grantOrderAccess(test.pool, user.id, { status: 'active' });
  return client;
}

async function order(client: Client, kind: string, siren: string, body?: Record<string, unknown>): Promise<Order> {
  const created = await client.post(`/api/${kind}/${siren}/order`, body);
  expect(created.statusCode, created.body).toBe(201);
  const { id } = (created.json() as { data: Order }).data;
  let settled: Order | undefined;
  await vi.waitFor(
    async () => {
      settled = ((await client.get(`/api/orders/${id}`)).json() as { data: Order }).data;
      expect(settled.state).not.toBe('pending');
    },
    { timeout: 60_000, interval: 200 },
  );
  return settled as Order;
}

/** The order is completed with the source's bytes, unchanged, and the verification page says where they come from. */
async function expectDeliveredUnchanged(client: Client, delivered: Order, expected: Buffer, source: 'insee' | 'dila' | 'inpi', before: Date) {
  expect(delivered).toMatchObject({ state: 'completed', error_code: null });
  const file = await client.get(delivered.download_url ?? '');
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/pdf');
  expect(file.rawPayload.equals(expected)).toBe(true);
  const verification = await test.app.inject(`/api/verification/${delivered.verification_code ?? ''}`);
  expect(verification.statusCode).toBe(200);
  const issued = (verification.json() as { data: IssuedDocument }).data;
  expect(issued).toMatchObject({ kind: delivered.document_type, siren: delivered.siren, official: true, official_source: source, content_by_customer: false });
  expect(issued.files).toEqual([{ format: 'pdf', sha256: createHash('sha256').update(expected).digest('hex'), byte_size: expected.byteLength }]);
  const retrievedAt = new Date(issued.retrieved_at ?? 0);
  expect(retrievedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  expect(retrievedAt.getTime()).toBeLessThanOrEqual(Date.now());
}

describe('an order of a kind whose official source is configured', () => {
  it('INSEE: the avis de situation of the head office, as INSEE made it (sirene-situations and ape-codes)', async () => {
    const client = await customer();
    const path = `/identification/pdf/${subjects.siret}`;
    for (const kind of ['sirene-situations', 'ape-codes']) {
      const before = new Date();
      await expectDeliveredUnchanged(client, await order(client, kind, subjects.diffusible), stand.insee.pdfOf(path), 'insee', before);
    }
    expect(stand.insee.requests.filter((request) => request === `GET ${path}`)).toHaveLength(2);
  });

  it('DILA: the BODACC announcement’s "PDF unitaire" from bodacc.fr', async () => {
    const client = await customer();
    const id = subjects.announcementId;
    const issue = id.slice(1, 9);
    const path = `/telechargements/COMMERCIALES/PDF/${id[0]}/${issue.slice(0, 4)}/${issue}/1/BODACC_${id[0]}_PDF_Unitaire_${issue}_${id.slice(9).padStart(5, '0')}.pdf`;
    const before = new Date();
    const delivered = await order(client, 'commercial-advertisements', subjects.announcementSiren, { commercial_advertisement_id: id, pdf_release_subfolder: '1' });
    await expectDeliveredUnchanged(client, delivered, stand.bodacc.pdfOf(path), 'dila', before);
  });

  it('INPI: the RNE attestation from data.inpi.fr, an act and the newest annual accounts from the RNE API', async () => {
    const client = await customer();
    const attestation = `/export/companies?format=pdf&ids=["${subjects.diffusible}"]`;
    let before = new Date();
    await expectDeliveredUnchanged(client, await order(client, 'rne-extracts', subjects.diffusible), stand.data.pdfOf(attestation), 'inpi', before);

    before = new Date();
    const act = await order(client, 'acts', subjects.actSiren, { filing_number: subjects.filingNumber });
    await expectDeliveredUnchanged(client, act, stand.rne.pdfOf(`/api/actes/${subjects.actDocumentId}/download`), 'inpi', before);

    before = new Date();
    const accounts = await order(client, 'balance-sheets', subjects.accounts);
    await expectDeliveredUnchanged(client, accounts, stand.rne.pdfOf(`/api/bilans/${BALANCE_SHEET_IDS.newest}/download`), 'inpi', before);
    // One login for the three INPI calls: the token is kept.
    expect(stand.rne.requests.filter((request) => request === 'POST /api/sso/login')).toHaveLength(1);
  });
});

describe('a source that does not deliver', () => {
  it('404: the order ends unfulfillable with provider-not-found at once, nothing stored or recorded', async () => {
    const client = await customer();
    const path = `/identification/pdf/${subjects.siret}`;
    stand.insee.plan(path, [404]);
    const seen = stand.insee.requests.length;
    const failed = await order(client, 'sirene-situations', subjects.diffusible);
    expect(failed).toMatchObject({ state: 'unfulfillable', error_code: 'provider-not-found', download_url: null, verification_code: null });
    expect(stand.insee.requests.length - seen).toBe(1);
    const { rows } = await test.pool.query<{ attempts: number; file_key: string | null }>('SELECT attempts, file_key FROM orders WHERE id = $1', [failed.id]);
    expect(rows[0]).toEqual({ attempts: 1, file_key: null });
  });

  it('403 from the source: provider-refused at once', async () => {
    const client = await customer();
    stand.data.plan(`/export/companies?format=pdf&ids=["${subjects.diffusible}"]`, [403]);
    expect(await order(client, 'rne-extracts', subjects.diffusible)).toMatchObject({ state: 'unfulfillable', error_code: 'provider-refused' });
  });

  it('503 then 200: delivered on the queue’s retry', async () => {
    const client = await customer();
    const path = `/identification/pdf/${subjects.siret}`;
    stand.insee.plan(path, [503]);
    const before = new Date();
    const delivered = await order(client, 'sirene-situations', subjects.diffusible);
    await expectDeliveredUnchanged(client, delivered, stand.insee.pdfOf(path), 'insee', before);
    const { rows } = await test.pool.query<{ attempts: number }>('SELECT attempts FROM orders WHERE id = $1', [delivered.id]);
    expect(rows[0]?.attempts).toBe(2);
  });

  it('503 on every attempt: unfulfillable with provider-unavailable after the last one', async () => {
    const client = await customer();
    const path = `/identification/pdf/${subjects.siret}`;
    stand.insee.plan(path, Array.from({ length: RETRY_LIMIT + 1 }, () => 503 as const));
    const failed = await order(client, 'ape-codes', subjects.diffusible);
    expect(failed).toMatchObject({ state: 'unfulfillable', error_code: 'provider-unavailable' });
    const { rows } = await test.pool.query<{ attempts: number }>('SELECT attempts FROM orders WHERE id = $1', [failed.id]);
    expect(rows[0]?.attempts).toBe(RETRY_LIMIT + 1);
  });
});
