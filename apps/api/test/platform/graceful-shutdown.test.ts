import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { findFreePort } from '../../../../scripts/stack/ports';
import { killStartedProcesses, startApiProcess } from '../support/api-process';

const SIREN = '552100554';

let database: IsolatedDatabase;
let dataDir: string;

/** Whether a new TCP connection to the port is accepted. */
const tcpAnswer = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });

beforeAll(async () => {
  database = await createIsolatedDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'registre-shutdown-'));
  await database.pool.query(`INSERT INTO companies (siren, denomination, naf_code, legal_category_code, creation_date) VALUES ($1, 'BOULANGERIE LENTE', '56.10A', '5710', DATE '2015-03-01')`, [SIREN]);
});

afterAll(async () => {
  killStartedProcesses();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the API process on SIGTERM', () => {
  it('answers 503 on /ready first, stops accepting, lets the request under way finish with 200, closes its pools and exits 0', async () => {
    const port = await findFreePort();
    const api = startApiProcess('api', {
      DATABASE_URL: database.url,
      API_PORT: String(port),
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_SECONDS: '8',
      DB_STATEMENT_TIMEOUT_MS: '120000',
    });
    const base = `http://127.0.0.1:${port}`;
    await vi.waitFor(() => expect(api.output()).toContain('Server listening'), { timeout: 180_000, interval: 100 });
    expect((await fetch(`${base}/ready`)).status).toBe(200);

    // A slow request: its company's table is locked by the test, so it waits in the database.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE companies IN ACCESS EXCLUSIVE MODE');
      const slow = fetch(`${base}/api/companies/${SIREN}`);
      await vi.waitFor(
        async () => {
          const { rows } = await holder.query<{ waiting: number }>(`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
          expect(rows[0]?.waiting).toBe(1);
        },
        { timeout: 30_000, interval: 50 },
      );

      api.child.kill('SIGTERM');
      await vi.waitFor(() => expect(api.output()).toContain('API stopping'), { timeout: 10_000, interval: 20 });
      // Draining: still accepting, but not ready, so that the load balancer sends nothing new.
      const ready = await fetch(`${base}/ready`, { headers: { connection: 'close' } });
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'draining', database: false });

      // Then no new connection, while the slow request is still under way.
      await vi.waitFor(() => expect(api.output()).toContain('API no longer accepting connections'), { timeout: 30_000, interval: 50 });
      await vi.waitFor(async () => expect(await tcpAnswer(port)).toBe('ECONNREFUSED'), { timeout: 10_000, interval: 50 });
      expect(api.alive()).toBe(true);

      await holder.query('COMMIT');
      const response = await slow;
      expect(response.status).toBe(200);
      // Its connection is closed after it, so that the close of the server does not wait for the client's keep-alive.
      expect(response.headers.get('connection')).toBe('close');
      expect(await response.json()).toMatchObject({ data: { siren: SIREN } });
    } finally {
      await holder.end();
    }
    expect(await api.exited).toBe(0);
    expect(api.output()).toContain('API stopped: requests finished, pools closed');
  }, 300_000);
});
