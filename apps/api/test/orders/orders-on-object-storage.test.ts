import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createPool } from '@registre/db';
import type { Pool } from 'pg';
import { loadConfig } from '../../src/config/load-config';
import { defaultContentRoots, syncContent } from '../../src/modules/content';
import { createPlatform, createS3FileStorage, storageKey, type Platform } from '../../src/platform';
import { startWorker, type RunningWorker } from '../../src/worker/start-worker';
import { registerClient } from '../support/accounts';
import { orderProcessSettings } from '../support/api-process';
import { grantOrderAccess } from '../support/grant-order-access';
import { startS3StandIn, type S3StandIn } from '../../../../scripts/stack/s3-stand-in';
import { createTestApp, type TestApp } from '../test-app';

/**
 * Issue 40: with S3_* set, the API instances and the worker share their files through object
 * storage. An order accepted by one API, fulfilled by a worker (each with a data folder of its own),
 * is downloaded through a second API that never saw it being written.
 */
const standIn = await startS3StandIn();
const available = !('unavailable' in standIn);
const databaseUrl = () => inject('databaseUrl');
const queueSchema = `orders_s3_${process.pid}`;

let bucket: Awaited<ReturnType<S3StandIn['newBucket']>>;
let dataDirs: string[] = [];
let accepting: TestApp;
let serving: TestApp;
let workerPool: Pool;
let workerPlatform: Platform;
let worker: RunningWorker;

beforeAll(async () => {
  if (!available) return;
  bucket = await (standIn as S3StandIn).newBucket();
  dataDirs = await Promise.all(['api', 'worker', 'second-api'].map((name) => mkdtemp(join(tmpdir(), `registre-s3-${name}-`))));
  const [apiDir, workerDir, secondDir] = dataDirs as [string, string, string];
  workerPool = createPool(databaseUrl());
  // The content an API publishes when it starts, published first: on a loaded machine it outlasts Fastify's start time-out.
  await syncContent(workerPool, defaultContentRoots());
  accepting = await createTestApp(databaseUrl(), { ...orderProcessSettings(apiDir, queueSchema), ...bucket.env }, { platform: true });
  workerPlatform = await createPlatform(loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', ...orderProcessSettings(workerDir, queueSchema), ...bucket.env }), { pool: workerPool });
  worker = await startWorker(workerPlatform);
  serving = await createTestApp(databaseUrl(), { DATA_DIR: secondDir, ...bucket.env });
}, 300_000);

afterAll(async () => {
  await worker?.stop();
  await workerPlatform?.close();
  await workerPool?.end();
  await accepting?.close();
  await serving?.close();
  if (available) await (standIn as S3StandIn).close();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('orders on S3-compatible object storage', () => {
  if ('unavailable' in standIn) {
    it.skip(`skipped: ${standIn.unavailable}`, () => undefined);
    return;
  }

  it('a file the worker wrote is downloaded, streamed, through another API instance', async () => {
    const { client, user } = await registerClient(accepting.app);
    await grantOrderAccess(accepting.pool, user.id, { status: 'active' });
    const { rows } = await accepting.pool.query<{ siren: string }>('SELECT siren FROM companies WHERE siren IN (SELECT siren FROM establishments WHERE is_head_office) ORDER BY siren LIMIT 1');
    const siren = rows[0]?.siren as string;
    const created = await client.post(`/api/company-summary/${siren}/order`);
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { data: { id: string } }).data.id;

    await vi.waitFor(
      async () => {
        const { rows: states } = await accepting.pool.query<{ state: string }>('SELECT state FROM orders WHERE id = $1', [id]);
        expect(states[0]?.state).toBe('completed');
      },
      { timeout: 120_000, interval: 250 },
    );
    const { rows: files } = await accepting.pool.query<{ file_key: string }>('SELECT file_key FROM orders WHERE id = $1', [id]);
    const key = storageKey(files[0]?.file_key as string);

    // The second API has the user's session cookies (sessions live in PostgreSQL), and only the bucket in common.
    const download = await serving.app.inject({ method: 'GET', url: `/orders/${id}/download`, cookies: Object.fromEntries(client.cookies) });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(download.headers['content-length'])).toBe(download.rawPayload.length);
    expect(download.rawPayload.equals(await createS3FileStorage(bucket).get(key))).toBe(true);

    // Nothing went to a local disk: the worker's and the APIs' data folders hold no files.
    for (const dir of dataDirs) expect(await readdir(join(dir, 'files')).catch(() => [])).toEqual([]);

    // Another user's session is refused the file (404), as on the local disk.
    const stranger = await registerClient(accepting.app);
    const refused = await serving.app.inject({ method: 'GET', url: `/orders/${id}/download`, cookies: Object.fromEntries(stranger.client.cookies) });
    expect(refused.statusCode).toBe(404);
  }, 180_000);
});
