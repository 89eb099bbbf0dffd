import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inTransaction } from '@registre/db';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { loadConfig } from '../../src/config/load-config';
import { createPlatform, UnknownQueueError, type JobQueueDefinition, type Platform } from '../../src/platform';

const echoQueue: JobQueueDefinition<{ word: string }> = {
  name: 'test-echo',
  policy: 'standard',
  retryLimit: 0,
  retryDelaySeconds: 1,
  retryBackoff: false,
  expireInSeconds: 30,
};

let database: IsolatedDatabase;
let dataDir: string;
let platform: Platform;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'registre-queue-'));
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_POLLING_INTERVAL_SECONDS: '0.5' });
  platform = await createPlatform(config, { pool: database.pool, queues: [echoQueue] });
});

afterAll(async () => {
  await platform?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('job queue (pg-boss)', () => {
  it('a job sent inside a transaction that rolls back does not exist; a committed one does', async () => {
    const client = await database.pool.connect();
    let rolledBack = '';
    let committed = '';
    try {
      await expect(
        inTransaction(client, async () => {
          rolledBack = await platform.queue.send(echoQueue, { word: 'never' }, { db: client });
          throw new Error('the caller fails after sending');
        }),
      ).rejects.toThrow('the caller fails');
      committed = await inTransaction(client, () => platform.queue.send(echoQueue, { word: 'kept' }, { db: client }));
    } finally {
      client.release();
    }
    expect(rolledBack).toMatch(/^[0-9a-f-]{36}$/);
    expect(await platform.queue.jobState(echoQueue, rolledBack)).toBeNull();
    expect(await platform.queue.jobState(echoQueue, committed)).toBe('created');
  });

  it('the queue is created with the definition’s retry, expiry and dead-letter settings', async () => {
    const { rows } = await database.pool.query(
      `SELECT policy, retry_limit, retry_delay, retry_backoff, expire_seconds, dead_letter FROM pgboss.queue WHERE name = $1`,
      [echoQueue.name],
    );
    expect(rows).toEqual([{ policy: 'standard', retry_limit: 0, retry_delay: 1, retry_backoff: false, expire_seconds: 30, dead_letter: 'dead-letters' }]);
  });

  it('a send to a queue nobody defined fails loudly instead of returning null', async () => {
    const undefinedQueue = { ...echoQueue, name: 'test-never-defined' };
    await expect(platform.queue.send(undefinedQueue, { word: 'lost' })).rejects.toThrow(UnknownQueueError);
  });

  it('a worker receives the job’s data and the job completes', async () => {
    const received: string[] = [];
    await platform.queue.work(echoQueue, async (job) => {
      received.push(job.data.word);
    });
    const id = await platform.queue.send(echoQueue, { word: 'hello' });
    await vi.waitFor(async () => expect(await platform.queue.jobState(echoQueue, id)).toBe('completed'), { timeout: 20_000, interval: 200 });
    expect(received).toContain('hello');
  });

  it('a queue can poll more often than the platform (orders wait for their worker at most half a second)', async () => {
    const fastQueue: JobQueueDefinition<{ word: string }> = { ...echoQueue, name: 'test-fast' };
    const slowConfig = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_POLLING_INTERVAL_SECONDS: '300' });
    const slow = await createPlatform(slowConfig, { pool: database.pool, queues: [fastQueue] });
    try {
      const received: string[] = [];
      await slow.queue.work(fastQueue, async (job) => void received.push(job.data.word), { pollingIntervalSeconds: 0.5 });
      // Past the worker's first fetch: only its own polling can find the job now.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await slow.queue.send(fastQueue, { word: 'vite' });
      await vi.waitFor(() => expect(received).toEqual(['vite']), { timeout: 20_000, interval: 100 });
    } finally {
      await slow.close();
    }
  });
});
