import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '@registre/domain';
import { registerClient } from '../support/accounts';
import { killStartedProcesses, orderProcessSettings, startApiProcess } from '../support/api-process';
import { grantOrderAccess } from '../support/grant-order-access';
import { freePort } from '../support/local-servers';
import { startCutProxy } from '../support/tcp-cut-proxy';
import { createTestApp, type TestApp } from '../test-app';

/**
 * The order path's two other failures of issue 20: the API killed while it accepts orders, and
 * PostgreSQL unreachable for a few seconds while the worker fulfils them. In both, every accepted
 * order is completed exactly once, and no order exists without its job (the worker drains them all).
 */
let test: TestApp;
let dataDir: string;
const queueSchema = `orders_outage_${process.pid}`;
const databaseUrl = () => inject('databaseUrl');

const settings = () => orderProcessSettings(dataDir, queueSchema);

const states = async (ids: readonly string[]) => {
  const { rows } = await test.pool.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) GROUP BY state', [ids]);
  return Object.fromEntries(rows.map((row) => [row.state, row.n])) as Record<string, number>;
};

/** Companies with a head office, each ordered once per kind below. */
async function companies(count: number): Promise<string[]> {
  const { rows } = await test.pool.query<{ siren: string }>('SELECT siren FROM companies WHERE siren IN (SELECT siren FROM establishments WHERE is_head_office) ORDER BY siren DESC LIMIT $1', [count]);
  expect(rows).toHaveLength(count);
  return rows.map((row) => row.siren);
}

/** A signed-in customer with access; its cookies work on any API process of the same database. */
async function customer() {
  const { client, user } = await registerClient(test.app);
  await grantOrderAccess(test.pool, user.id, { status: 'active' });
  await client.fetchCsrfCookie();
  return { client, userId: user.id };
}

/** Orders still pending once the worker has had its chance are orders without a job. */
async function expectDrained(ids: readonly string[], timeout: number) {
  await vi.waitFor(async () => expect(await states(ids)).toEqual({ completed: ids.length }), { timeout, interval: 500 });
  const { rows } = await test.pool.query<{ n: number; codes: number }>(
    'SELECT count(*)::int AS n, count(DISTINCT i.code)::int AS codes FROM issued_documents i JOIN orders o ON o.verification_code = i.code WHERE o.id = ANY($1::uuid[])',
    [ids],
  );
  expect(rows[0]).toEqual({ n: ids.length, codes: ids.length });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'registre-orders-outage-'));
  // This process only accepts orders (and reads their states): workers and the killed API are other processes.
  test = await createTestApp(databaseUrl(), settings(), { platform: true });
}, 120_000);

afterAll(async () => {
  killStartedProcesses();
  await test?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('orders survive outages', () => {
  it('loses no accepted order when the API is SIGKILLed while orders arrive, and leaves no order without its job', async () => {
    const { client, userId } = await customer();
    const port = await freePort();
    const api = startApiProcess('api', { ...settings(), DATABASE_URL: databaseUrl(), API_HOST: '127.0.0.1', API_PORT: String(port) });
    const base = `http://127.0.0.1:${port}`;
    await vi.waitFor(async () => expect((await fetch(`${base}/health`)).status).toBe(200), { timeout: 120_000, interval: 250 });

    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers = { cookie, [XSRF_HEADER]: client.cookies.get(XSRF_COOKIE) as string, accept: 'application/json' };
    const sirens = await companies(60);
    const accepted: string[] = [];
    let answered = 0;
    let killed = false;
    // Ten at a time; the API dies after 40 answers, with requests still in flight.
    const queue = sirens.map((siren) => `/api/vat-numbers/${siren}/order`);
    const sender = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await fetch(`${base}${path}`, { method: 'POST', headers }).catch(() => null);
        if (response === null) continue;
        answered += 1;
        if (response.status === 201) accepted.push(((await response.json()) as { data: { id: string } }).data.id);
        if (answered >= 40 && !killed) {
          killed = true;
          api.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 10 }, sender));
    await api.exited;
    expect(accepted.length).toBeGreaterThanOrEqual(40);

    // Every order row the dead API committed, answered or not, is in one transaction with its job.
    const { rows } = await test.pool.query<{ id: string }>('SELECT id FROM orders WHERE user_id = $1', [userId]);
    const committed = rows.map((row) => row.id);
    expect(committed).toEqual(expect.arrayContaining(accepted));

    const worker = startApiProcess('worker', { ...settings(), DATABASE_URL: databaseUrl() });
    await expectDrained(committed, 300_000);
    worker.child.kill('SIGTERM');
    await worker.exited;
  }, 600_000);

  it('goes on by itself after PostgreSQL is unreachable for a few seconds during fulfilment', async () => {
    const { client } = await customer();
    const ids: string[] = [];
    for (const siren of await companies(40)) {
      for (const kind of ['company-summary', 'vat-numbers']) {
        const response = await client.post(`/api/${kind}/${siren}/order`);
        if (response.statusCode === 201) ids.push((response.json() as { data: { id: string } }).data.id);
      }
    }
    expect(ids.length).toBeGreaterThanOrEqual(60);

    const target = new URL(databaseUrl());
    const proxy = await startCutProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(databaseUrl());
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const worker = startApiProcess('worker', { ...settings(), DATABASE_URL: viaProxy.toString() });
    try {
      await vi.waitFor(async () => expect((await states(ids)).completed ?? 0).toBeGreaterThanOrEqual(10), { timeout: 300_000, interval: 100 });
      proxy.cut();
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(worker.alive(), worker.output().slice(-4000)).toBe(true);
      proxy.restore();
      await expectDrained(ids, 300_000);
      expect(worker.alive(), worker.output().slice(-4000)).toBe(true);
    } finally {
      worker.child.kill('SIGTERM');
      await worker.exited;
      await proxy.close();
    }
  }, 600_000);
});
