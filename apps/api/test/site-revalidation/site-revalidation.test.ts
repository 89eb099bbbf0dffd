import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@registre/db';
import { SITE_REVALIDATION_PATH, SITE_REVALIDATION_SIGNATURE_HEADER } from '@registre/domain';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { isSignedRevalidation } from '../../../web/src/lib/page-cache/verify-revalidation-signature';
import { loadConfig } from '../../src/config/load-config';
import type { AppConfig } from '../../src/config/env-schema';
import { pagesChanged, siteRevalidationQueue } from '../../src/modules/site-revalidation';
import { siteRevalidationJob } from '../../src/modules/site-revalidation/site-revalidation-job';
import { createPlatform, createTestClock, type Platform } from '../../src/platform';

const SECRET = 'the-secret-the-site-and-the-api-share-for-tests';

/** A stand-in site instance: it checks each call's signature as the site does, and answers `status`. */
async function standInSite(status: number) {
  const calls: Array<{ path: string; body: string; signed: boolean }> = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const header = request.headers[SITE_REVALIDATION_SIGNATURE_HEADER];
      calls.push({ path: request.url ?? '', body, signed: isSignedRevalidation(SECRET, typeof header === 'string' ? header : null, body, new Date()) });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, close: () => new Promise((resolve) => server.close(resolve)) };
}

let database: IsolatedDatabase;
let dataDir: string;
let platform: Platform;
let config: AppConfig;
let up: Awaited<ReturnType<typeof standInSite>>;
let down: Awaited<ReturnType<typeof standInSite>>;

beforeAll(async () => {
  [up, down] = await Promise.all([standInSite(204), standInSite(503)]);
  database = await createIsolatedDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'registre-revalidation-'));
  config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SITE_API_SECRET: SECRET, SITE_REVALIDATION_URLS: `${up.url}, ${down.url}/` });
  platform = await createPlatform(config, { pool: database.pool, queues: [siteRevalidationQueue(config)] });
});

afterAll(async () => {
  await platform?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
  await Promise.all([up?.close(), down?.close()]);
});

const queuedSites = async () =>
  (await database.pool.query<{ data: { site: string; tags: string[] } }>(`SELECT data FROM pgboss.job WHERE name = $1 ORDER BY data->>'site'`, [siteRevalidationQueue(config).name])).rows.map((row) => row.data);

describe('telling the site instances that cached pages changed', () => {
  it("posts one job per site instance in the caller's transaction: none when it rolls back", async () => {
    const changed = pagesChanged(platform);
    const client = await database.pool.connect();
    try {
      await expect(
        inTransaction(client, async () => {
          await changed(client, ['company:000000005']);
          throw new Error('the claim fails after its change');
        }),
      ).rejects.toThrow('the claim fails');
      expect(await queuedSites()).toEqual([]);
      await inTransaction(client, () => changed(client, ['company:552081317']));
    } finally {
      client.release();
    }
    expect(await queuedSites()).toEqual(
      [up.url, down.url].sort().map((site) => ({ site, tags: ['company:552081317'] })),
    );
  });

  it('posts nothing without the shared secret to sign with', async () => {
    const unsigned = pagesChanged({ config: { ...config, SITE_API_SECRET: undefined }, queue: platform.queue });
    const before = (await queuedSites()).length;
    const client = await database.pool.connect();
    try {
      await inTransaction(client, () => unsigned(client, ['company:000000005']));
    } finally {
      client.release();
    }
    expect(await queuedSites()).toHaveLength(before);
  });

  it('the job sends a call the site accepts (path, body, signature), and fails (to be retried) when the site does not answer 204', async () => {
    const job = siteRevalidationJob(config, createTestClock(new Date()));
    await job.handle({ id: 'one', data: { site: up.url, tags: ['company:552081317', 'director:42'] } });
    expect(up.calls).toEqual([{ path: SITE_REVALIDATION_PATH, body: JSON.stringify({ tags: ['company:552081317', 'director:42'] }), signed: true }]);
    await expect(job.handle({ id: 'two', data: { site: down.url, tags: ['company:552081317'] } })).rejects.toThrow(/answered 503/);
    // Signed an hour ago (a call replayed): the site refuses it.
    const late = siteRevalidationJob(config, createTestClock(new Date(Date.now() - 3_600_000)));
    await late.handle({ id: 'three', data: { site: up.url, tags: ['company:552081317'] } });
    expect(up.calls.at(-1)?.signed).toBe(false);
  });
});
