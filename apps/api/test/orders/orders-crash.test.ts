import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { registerClient } from '../support/accounts';
import { grantOrderAccess } from '../support/grant-order-access';
import { createTestApp, type TestApp } from '../test-app';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const workerMain = join(repoRoot, 'apps/api/src/worker/main.ts');
const ORDERS = 200;

let test: TestApp;
let dataDir: string;
const queueSchema = `orders_crash_${process.pid}`;
const started: ChildProcess[] = [];

/** The worker as `npm run worker` runs it, in its own process, on the test's queue schema and files. */
function startWorker(): { child: ChildProcess; output: () => string; exited: Promise<unknown> } {
  const child = spawn(process.execPath, ['--import', 'tsx', workerMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      APP_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: inject('databaseUrl'),
      DATA_DIR: dataDir,
      JOB_QUEUE_SCHEMA: queueSchema,
      JOB_POLLING_INTERVAL_SECONDS: '0.5',
      JOB_MAINTENANCE_INTERVAL_SECONDS: '1',
      ORDER_JOB_RETRY_DELAY_SECONDS: '1',
      ORDER_JOB_TIMEOUT_SECONDS: '8',
      ORDER_WORKER_CONCURRENCY: '4',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.push(child);
  return { child, output: () => output, exited: new Promise((resolve) => child.once('exit', resolve)) };
}

const counts = async (ids: readonly string[]) => {
  const { rows } = await test.pool.query<{ state: string; n: number }>('SELECT state, count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) GROUP BY state', [ids]);
  return Object.fromEntries(rows.map((row) => [row.state, row.n])) as Record<string, number>;
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'registre-orders-crash-'));
  // The API only accepts orders here: the worker runs in other processes.
  test = await createTestApp(inject('databaseUrl'), { DATA_DIR: dataDir, JOB_QUEUE_SCHEMA: queueSchema, ORDER_RATE_LIMIT_PER_MINUTE: '100000', ORDER_RATE_LIMIT_PER_IP_PER_MINUTE: '100000', BILLING_DAILY_CAP_PER_KIND: '100000' }, { platform: true });
}, 120_000);

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await test?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('orders survive a worker killed mid-way', () => {
  it(`places ${ORDERS} orders, SIGKILLs the worker in the middle, restarts it: every order completed exactly once`, async () => {
    const { client, user } = await registerClient(test.app);
    await grantOrderAccess(test.pool, user.id, { status: 'active' });
    const { rows } = await test.pool.query<{ siren: string }>(
      "SELECT siren FROM companies WHERE siren IN (SELECT siren FROM establishments WHERE is_head_office) ORDER BY siren LIMIT $1",
      [ORDERS / 2],
    );
    expect(rows.length).toBe(ORDERS / 2);
    const ids: string[] = [];
    for (const { siren } of rows) {
      for (const kind of ['vat-numbers', 'company-summary']) {
        const response = await client.post(`/api/${kind}/${siren}/order`);
        expect(response.statusCode).toBe(201);
        ids.push((response.json() as { data: { id: string } }).data.id);
      }
    }

    const first = startWorker();
    await vi.waitFor(async () => expect((await counts(ids)).completed ?? 0).toBeGreaterThanOrEqual(20), { timeout: 400_000, interval: 100 });
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = (await counts(ids)).completed ?? 0;
    expect(atKill).toBeLessThan(ORDERS);

    const second = startWorker();
    await vi.waitFor(async () => expect((await counts(ids)).completed).toBe(ORDERS), { timeout: 900_000, interval: 500 });
    second.child.kill('SIGTERM');
    await second.exited;

    expect(await counts(ids)).toEqual({ completed: ORDERS });
    // One file per order, one issued-document row per order's verification code.
    const { rows: issued } = await test.pool.query<{ n: number; codes: number }>(
      `SELECT count(*)::int AS n, count(DISTINCT i.code)::int AS codes FROM issued_documents i JOIN orders o ON o.verification_code = i.code WHERE o.id = ANY($1::uuid[])`,
      [ids],
    );
    expect(issued[0]).toEqual({ n: ORDERS, codes: ORDERS });
    const files = (await readdir(join(dataDir, 'files', 'orders'), { recursive: true })).filter((name) => name.endsWith('.pdf'));
    expect(files).toHaveLength(ORDERS);
  }, 1_500_000);
});
