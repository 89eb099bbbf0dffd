import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, migrate } from '@registre/db';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { loadConfig } from '../../src/config/load-config';
import { createPlatform, type Platform } from '../../src/platform';
import { moduleList, startModules } from '../../src/modules/module-list';

/**
 * An API and a worker started at the same time (each migrates, then starts pg-boss and creates
 * every queue) must both come up: pg-boss 10 creates a queue's partition without a lock of its
 * own, and two processes creating queues at once deadlocked.
 */

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'registre-concurrent-start-'));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const configFor = (schema: string) => loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_QUEUE_SCHEMA: schema });

/** What worker/main.ts and main.ts do at start: migrate, then the platform with every queue. */
async function startProcess(pool: pg.Pool, schema: string): Promise<Platform> {
  await migrate(pool);
  return startProcessOn(pool, configFor(schema));
}

/** What a process creates after migrating: the platform (its mail queue), then every module's queues. */
async function startProcessOn(pool: pg.Pool, config: ReturnType<typeof configFor>): Promise<Platform> {
  const platform = await createPlatform(config, { pool });
  await startModules({ platform });
  return platform;
}

/** Every queue a process defines: the mail queue and the module jobs' queues. */
function queueNamesOf(platform: Platform | undefined): string[] {
  if (!platform) throw new Error('no process came up');
  return [platform.mailQueue.name, ...moduleList({ platform }).modules.flatMap((module) => (module.jobs ?? []).map((job) => job.queue.name))];
}

async function queueNames(pool: pg.Pool, schema: string): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(`SELECT name FROM ${schema}.queue ORDER BY name`);
  return rows.map((row) => row.name);
}

describe('processes started together', () => {
  it('on an empty database, two processes that migrate and create the queues at once both come up', async () => {
    const name = `registre_race_${process.pid}`;
    const admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
    const url = new URL(inject('databaseUrl'));
    url.pathname = `/${name}`;
    const api = createPool(url.toString(), { max: 4 });
    const worker = createPool(url.toString(), { max: 4 });
    const started: Platform[] = [];
    try {
      const results = await Promise.allSettled([startProcess(api, 'pgboss'), startProcess(worker, 'pgboss')]);
      for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual(['up', 'up']);
      const expected = queueNamesOf(started[0]);
      const names = await queueNames(api, 'pgboss');
      for (const queue of expected) expect(names).toContain(queue);
    } finally {
      for (const platform of started) await platform.close();
      await api.end();
      await worker.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  describe('on a migrated database without a job queue', () => {
    let database: IsolatedDatabase;
    beforeAll(async () => {
      database = await createIsolatedDatabase();
    });
    afterAll(async () => {
      await database?.drop();
    });

    // The race is not deterministic: several rounds, each on a queue schema of its own.
    it.each([1, 2, 3, 4, 5])('round %i: three platforms created at once all come up with every queue', async (round) => {
      const schema = `race_${round}`;
      const pools = [0, 1, 2].map(() => createPool(database.url, { max: 3 }));
      const started: Platform[] = [];
      try {
        const config = configFor(schema);
        const results = await Promise.allSettled(pools.map((pool) => startProcessOn(pool, config)));
        for (const result of results) if (result.status === 'fulfilled') started.push(result.value);
        expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual(['up', 'up', 'up']);
        const names = await queueNames(database.pool, schema);
        for (const queue of queueNamesOf(started[0])) expect(names).toContain(queue);
      } finally {
        for (const platform of started) await platform.close();
        for (const pool of pools) await pool.end();
      }
    });
  });
});
