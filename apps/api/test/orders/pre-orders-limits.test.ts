import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/load-config';
import { createPlatform, createTestClock, type Platform, type TestClock } from '../../src/platform';
import { findModuleJob, startModules } from '../../src/modules/module-list';
import { preOrderPurgeQueue } from '../../src/modules/orders';
import { createSessionClient } from '../support/session-client';
import { HOSTING_ATTESTATION_FIELDS } from '../support/template-order-fields';

let database: IsolatedDatabase;
let platform: Platform;
let clock: TestClock;
let app: FastifyInstance;
let dataDir: string;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'registre-pre-orders-'));
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_QUEUE_SCHEMA: `pre_orders_${process.pid}`, PRE_ORDER_RETENTION_DAYS: '30' });
  clock = createTestClock('2026-03-01T10:00:00Z');
  platform = await createPlatform(config, { pool: database.pool, clock });
  app = await buildApp({ config, pool: database.pool, platform });
  await app.ready();
}, 60_000);
afterAll(async () => {
  await app?.close();
  await platform?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const TEMPLATE = '/api/document/attestation-hebergement/order';
const fields = { ...HOSTING_ATTESTATION_FIELDS, hostName: 'Jeanne Martin', guestName: 'Paul Martin' };

async function guestPreOrder(body: unknown) {
  const guest = createSessionClient(app);
  const response = await guest.post(TEMPLATE, body);
  return { guest, response };
}

describe("a guest's pre-order of a template", () => {
  it("keeps the template's fields, and refuses fields it does not have, too many fields or too long a value", async () => {
    const { response } = await guestPreOrder({ fields });
    expect(response.statusCode, response.body).toBe(202);
    const { rows } = await database.pool.query<{ payload: { fields: Record<string, string> } }>('SELECT payload FROM pre_orders');
    expect(rows.map((row) => row.payload.fields)).toEqual([fields]);

    // About 900 KB of invented fields, as the issue saw: refused by the contract, nothing stored.
    const bloated = Object.fromEntries(Array.from({ length: 450 }, (_, i) => [`f${i}`, 'x'.repeat(2000)]));
    const tooMany = (await guestPreOrder({ fields: bloated })).response;
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: expect.stringMatching(/^errors:/) });

    const stranger = (await guestPreOrder({ fields: { ...fields, notes: 'y'.repeat(2000) } })).response;
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json()).toEqual({ message: 'errors:orders.field-invalid', errors: { 'fields.notes': ['errors:orders.field-invalid'] } });

    const tooLong = (await guestPreOrder({ fields: { ...fields, hostName: 'z'.repeat(2001) } })).response;
    expect(tooLong.statusCode).toBe(400);
    expect((await database.pool.query('SELECT 1 FROM pre_orders')).rowCount).toBe(1);
  });
});

describe('the purge of unpaid pre-orders', () => {
  it('deletes them PRE_ORDER_RETENTION_DAYS after their creation, not before, and never an ordered one', async () => {
    await database.pool.query('DELETE FROM pre_orders');
    clock.set('2026-03-01T10:00:00Z');
    const { guest, response } = await guestPreOrder({ fields });
    const id = (response.json() as { data: { pre_order: { id: string } } }).data.pre_order.id;
    clock.advance(5 * DAY);
    const younger = await guestPreOrder({ fields: { ...fields, guestName: 'Lucie Martin' } });
    const youngerId = (younger.response.json() as { data: { pre_order: { id: string } } }).data.pre_order.id;
    // An ordered pre-order (paid, turned into an order) is the order's history: kept whatever its age.
    await database.pool.query(
      `INSERT INTO pre_orders (session_id_hash, kind, subject, payload, created_at, state) VALUES ('paid-session', 'document', 'attestation-hebergement', '{}', '2026-01-01T00:00:00Z', 'awaiting_payment')`,
    );
    await database.pool.query(`UPDATE pre_orders SET state = 'ordered', ordered_at = '2026-01-02T00:00:00Z' WHERE session_id_hash = 'paid-session'`);

    const purge = async () => findModuleJob((await startModules({ platform })).modules, preOrderPurgeQueue(platform.config).name).handle({ id: 'test', data: { reason: 'manual' } });
    const remaining = async () => (await database.pool.query<{ id: string }>('SELECT id FROM pre_orders WHERE session_id_hash IS DISTINCT FROM $1 ORDER BY created_at', ['paid-session'])).rows.map((row) => row.id);

    clock.set(new Date(Date.parse('2026-03-01T10:00:00Z') + 30 * DAY - 1000));
    await purge();
    expect(await remaining()).toEqual([id, youngerId]);
    expect((await guest.get(`/api/pre-orders/${id}`)).statusCode).toBe(200);

    clock.set(new Date(Date.parse('2026-03-01T10:00:00Z') + 30 * DAY + 1000));
    await purge();
    expect(await remaining()).toEqual([youngerId]);
    expect((await guest.get(`/api/pre-orders/${id}`)).statusCode).toBe(404);
    const paid = await database.pool.query<{ state: string }>(`SELECT state FROM pre_orders WHERE session_id_hash = 'paid-session'`);
    expect(paid.rows.map((row) => row.state)).toEqual(['ordered']);
  });
});
