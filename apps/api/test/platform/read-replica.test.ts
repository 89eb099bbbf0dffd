import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPool, migrate } from '@registre/db';
import { createApiPool } from '../../src/api-pool';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/load-config';
import { createTestClock, type TestClock } from '../../src/platform';
import { registerClient } from '../support/accounts';
import { startReplicatedPostgres, type ReplicatedPostgres } from '../../../../scripts/stack/replicated-postgres';

/**
 * The API on a real primary and a real streaming standby of it (PostgreSQL 15, started for this
 * file): the register's reads on the standby, own writes on the primary, a paused (lagging) standby,
 * a standby that goes down and comes back, and a primary that goes down and comes back.
 */

const DATABASE = 'registre';
const SIREN_BEFORE = '552100554';
const SIREN_DURING_PAUSE = '732829320';

let servers: ReplicatedPostgres;
let pool: Pool;
let app: FastifyInstance;
let clock: TestClock;
let withoutReplica: FastifyInstance;
const logLines: Array<{ level: number; msg: string; reason?: string; retryInMs?: number }> = [];

/** The app's log lines (its platform logs there), kept to check its warnings. */
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line.trim()) logLines.push(JSON.parse(line) as (typeof logLines)[number]);
    done();
  },
});
const logged = (message: string) => logLines.filter((line) => line.msg.startsWith(message));

const settings = { APP_ENV: 'test', LOG_LEVEL: 'silent', DB_CONNECT_TIMEOUT_MS: '1000', DATABASE_READ_CHECK_SECONDS: '10', DATABASE_READ_MAX_LAG_SECONDS: '30', DATABASE_READ_RETRY_MAX_SECONDS: '4' };

async function seedCompany(siren: string, name: string): Promise<void> {
  await servers.primary.query(`INSERT INTO companies (siren, denomination, naf_code, legal_category_code, creation_date) VALUES ($1, $2, '56.10A', '5710', DATE '2015-03-01')`, [siren, name], DATABASE);
}

const companyPage = (siren: string, on: FastifyInstance = app) => on.inject({ method: 'GET', url: `/api/companies/${siren}` });

/** The app's replica connections on a server, and the last statement each ran. */
const readConnections = (server: ReplicatedPostgres['primary']) =>
  server.query<{ query: string }>(`SELECT query FROM pg_stat_activity WHERE datname = $1 AND application_name = 'registre-read'`, [DATABASE]);

/** Where the register's reads go now, as /ready tells. */
const readsGoTo = async () => (await app.inject({ method: 'GET', url: '/ready' })).json<{ reads?: string }>().reads;

/** The read pool's log lines: each check that finds the replica out of service, or back, writes one. */
const replicaLines = () => logged('read replica');

/** A read once the check's time has come: it starts the check (in the background); the test waits for the check's line. */
async function readThenCheck(siren = SIREN_BEFORE) {
  const before = replicaLines().length;
  const response = await companyPage(siren);
  await vi.waitFor(() => expect(replicaLines().length).toBeGreaterThan(before), { timeout: 20_000, interval: 20 });
  return response;
}

beforeAll(async () => {
  servers = await startReplicatedPostgres();
  await servers.primary.query(`CREATE DATABASE ${DATABASE}`);
  const migrations = createPool(servers.primary.url(DATABASE), { max: 1 });
  await migrate(migrations);
  await migrations.end();
  await seedCompany(SIREN_BEFORE, 'ANCIENNE BOULANGERIE');
  await servers.caughtUp();

  clock = createTestClock('2026-03-02T08:00:00.000Z');
  const config = loadConfig({ ...settings, DATABASE_READ_URL: servers.standby.url(DATABASE) });
  pool = createApiPool(config, servers.primary.url(DATABASE));
  app = await buildApp({ config, pool, clock, logger: { level: 'info', stream: logStream } });
  await app.ready();
  withoutReplica = await buildApp({ config: loadConfig(settings), pool, logger: false });
  await withoutReplica.ready();
}, 240_000);

afterAll(async () => {
  await app?.close();
  await withoutReplica?.close();
  await pool?.end();
  await servers?.destroy();
});

describe('reads on a streaming replica', () => {
  it('reads a company page on the replica, not on the primary', async () => {
    const response = await companyPage(SIREN_BEFORE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { siren: SIREN_BEFORE } });
    // The read pool's connections on the standby, one of which ran the page's statements (not only the replica's check).
    const onStandby = await readConnections(servers.standby);
    expect(onStandby.some((connection) => !/pg_is_in_recovery/.test(connection.query))).toBe(true);
    expect(await readConnections(servers.primary)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ status: 'ready', database: true, queue: true, reads: 'replica' });
  });

  it('with replay paused: the register read is stale until the check, an account’s own writes are read on the primary', async () => {
    await servers.standby.query('SELECT pg_wal_replay_pause()');
    await seedCompany(SIREN_DURING_PAUSE, 'NOUVELLE BOULANGERIE');
    // What a visitor sees before the next check: the replica's register, as of the pause.
    expect((await companyPage(SIREN_DURING_PAUSE)).statusCode).toBe(404);
    // A registration, a sign-in and /api/me: writes read back at once, on the primary.
    const { user, account } = await registerClient(app);
    expect(user.email).toBe(account.email);
    const [onStandby] = await servers.standby.query<{ count: number }>('SELECT count(*)::int AS count FROM users WHERE email = $1', [account.email], DATABASE);
    expect(onStandby?.count).toBe(0);

    // The check (every 10 s on the clock) finds the replay paused: reads go to the primary, with a warning.
    clock.advance(10_000);
    await readThenCheck();
    expect(await readsGoTo()).toBe('primary');
    expect(logged('read replica out of service')).toEqual([expect.objectContaining({ level: 40, reason: 'lagging' })]);
    const fresh = await companyPage(SIREN_DURING_PAUSE);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ data: { siren: SIREN_DURING_PAUSE } });

    // Replay resumed and caught up: the next check (1 s later) puts the replica back.
    await servers.standby.query('SELECT pg_wal_replay_resume()');
    await servers.caughtUp();
    clock.advance(1_000);
    await readThenCheck();
    expect(await readsGoTo()).toBe('replica');
    expect(logged('read replica back in service')).toHaveLength(1);
  });

  it('with the replica down: reads fall back to the primary (no 5xx), checks back off, and the replica serves again once up', async () => {
    logLines.length = 0;
    await servers.standby.stop();
    const during = await companyPage(SIREN_BEFORE);
    expect(during.statusCode).toBe(200);
    expect(during.json()).toMatchObject({ data: { siren: SIREN_BEFORE } });
    expect(logged('read replica out of service')).toEqual([expect.objectContaining({ level: 40, reason: 'unreachable', retryInMs: 1000 })]);

    // Checked again after 1 s, then 2 s, then 4 s (DATABASE_READ_RETRY_MAX_SECONDS) and 4 s, each failing while it is down.
    for (const wait of [1_000, 2_000, 4_000]) {
      clock.advance(wait);
      expect((await readThenCheck()).statusCode).toBe(200);
    }
    expect(logged('read replica still out of service').map((line) => line.retryInMs)).toEqual([2_000, 4_000, 4_000]);
    expect(logged('read replica out of service')).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ status: 'ready', database: true, queue: true, reads: 'primary' });

    await servers.standby.start();
    await servers.caughtUp();
    clock.advance(4_000);
    await readThenCheck();
    expect(await readsGoTo()).toBe('replica');
    expect(logged('read replica back in service')).toHaveLength(1);
    expect((await companyPage(SIREN_BEFORE)).statusCode).toBe(200);
    expect((await readConnections(servers.standby)).some((connection) => !/pg_is_in_recovery/.test(connection.query))).toBe(true);
  });
});

describe('the primary down', () => {
  it('answers 503 with Retry-After where the primary is needed, keeps serving the register from the replica, and recovers alone', async () => {
    await servers.primary.stop();
    try {
      // Own-write reads (a verification code, looked up in the primary's issued documents): 503, not 500, not a hang.
      const verification = await app.inject({ method: 'GET', url: '/api/verification/ABCD-EFGH-JKLM' });
      expect(verification.statusCode).toBe(503);
      expect(verification.headers['retry-after']).toBe('5');
      expect(verification.json()).toEqual({ message: 'errors:server.database-unavailable' });
      // Without a replica, the company page too.
      const alone = await companyPage(SIREN_BEFORE, withoutReplica);
      expect(alone.statusCode).toBe(503);
      expect(alone.headers['retry-after']).toBe('5');
      // With one, the register stays readable.
      expect((await companyPage(SIREN_BEFORE)).statusCode).toBe(200);
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', database: false });
    } finally {
      await servers.primary.start();
    }
    expect((await app.inject({ method: 'GET', url: '/api/verification/ABCD-EFGH-JKLM' })).statusCode).toBe(404);
    expect((await companyPage(SIREN_BEFORE, withoutReplica)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });
});
