import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { AUTH_PATHS, type Order } from '@registre/domain';
import { loadDemo } from '@registre/open-data';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { findModuleJob, moduleList } from '../../src/modules/module-list';
import { orderFulfilmentQueue } from '../../src/modules/orders';
import { backup, restore } from '../../src/operations/backup';
import { BackupError, findPostgresTool, serverMajor } from '../../src/operations/postgres-tools';
import { registerClient } from '../support/accounts';
import { grantOrderAccess } from '../support/grant-order-access';
import { createSessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../test-app';

// The embedded PostgreSQL 17 ships no pg_dump: with only an older client on the machine, the round trip cannot run here
// (CI runs this project again on the PostgreSQL 15 server, where it does); the refusal is tested everywhere.
const major = await serverMajor(inject('templateDatabaseUrl'));
const dumpable = await findPostgresTool('pg_dump', major).then(
  () => true,
  () => false,
);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
let source: IsolatedDatabase;
let restoredUrl = '';
const folders: string[] = [];
const apps: TestApp[] = [];
const folder = async (prefix: string) => {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
};

beforeAll(async () => {
  source = await createIsolatedDatabase();
  await loadDemo(source.pool, { companies: 40, seed: 11 });
}, 300_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await source?.drop();
  if (restoredUrl) {
    const admin = new pg.Client({ connectionString: inject('databaseUrl') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${admin.escapeIdentifier(new URL(restoredUrl).pathname.slice(1))} WITH (FORCE)`);
    await admin.end();
  }
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it.skipIf(!dumpable)('restores an account and its ordered file into a new database and folder, where the account signs in and downloads the same bytes', async () => {
    const dataDir = await folder('registre-backup-source-');
    const test = await createTestApp(source.url, { DATA_DIR: dataDir, JOB_QUEUE_SCHEMA: 'pgboss', JOB_POLLING_INTERVAL_SECONDS: '0.5', AUTH_REGISTER_MAX_PER_IP: '1000' }, { platform: true });
    apps.push(test);
    const platform = test.platform;
    if (!platform) throw new Error('no platform');
    const job = findModuleJob(moduleList({ platform }).modules, orderFulfilmentQueue(platform.config).name);
    await platform.queue.work(job.queue, job.handle, job.work);

    const { rows } = await source.pool.query<{ siren: string }>('SELECT siren FROM companies ORDER BY siren');
    let siren = '';
    for (const row of rows) {
      const documents = (await test.app.inject(`/api/documents/${row.siren}/document-availability`)).json() as { data: { kind: string; available: boolean }[] };
      if (documents.data.find((entry) => entry.kind === 'kbis')?.available) {
        siren = row.siren;
        break;
      }
    }
    expect(siren).not.toBe('');
    const { client, account, user } = await registerClient(test.app);
    await grantOrderAccess(source.pool, user.id, { status: 'active' });
    const created = await client.post(`/api/kbis/${siren}/order`);
    expect(created.statusCode, created.body).toBe(201);
    const orderId = (created.json() as { data: Order }).data.id;
    await vi.waitFor(async () => expect(((await client.get(`/api/orders/${orderId}`)).json() as { data: Order }).data.state).toBe('completed'), { timeout: 60_000, interval: 250 });
    const original = await client.get(`/orders/${orderId}/download`);
    expect(original.statusCode).toBe(200);
    await platform.queue.stop();

    const backups = await folder('registre-backups-');
    const made = await backup({ databaseUrl: source.url, dataDir, outDir: backups });
    expect(made.manifest.files.count).toBeGreaterThanOrEqual(1);
    expect((await readdir(made.dir)).sort()).toEqual(['database.dump', 'files.tar', 'manifest.json']);

    const restoredDir = await folder('registre-restored-');
    const url = new URL(source.url);
    url.pathname = `${url.pathname}_restored`;
    restoredUrl = url.toString();
    await restore({ from: made.dir, databaseUrl: restoredUrl, dataDir: restoredDir });
    // A second restore onto the same targets is refused: nothing is overwritten.
    await expect(restore({ from: made.dir, databaseUrl: restoredUrl, dataDir: restoredDir })).rejects.toThrow(BackupError);

    const restored = await createTestApp(restoredUrl, { DATA_DIR: restoredDir });
    apps.push(restored);
    const again = createSessionClient(restored.app);
    expect((await again.post(AUTH_PATHS.login, { email: account.email, password: account.password })).statusCode).toBe(204);
    const copy = await again.get(`/orders/${orderId}/download`);
    expect(copy.statusCode).toBe(200);
    expect(copy.rawPayload.byteLength).toBe(original.rawPayload.byteLength);
    expect(sha256(copy.rawPayload)).toBe(sha256(original.rawPayload));
  }, 300_000);

  it('refuses to dump with a pg_dump older than the server, naming the setting to fix', async () => {
    await expect(findPostgresTool('pg_dump', 99)).rejects.toThrow(/no pg_dump of PostgreSQL 99 or newer.*PG_DUMP/);
    await expect(findPostgresTool('pg_dump', 15, { PG_DUMP: '/nonexistent/pg_dump' })).rejects.toThrow(BackupError);
  });

  it('refuses a folder that is not a backup', async () => {
    const empty = await folder('registre-not-a-backup-');
    await expect(restore({ from: empty, databaseUrl: 'postgres://postgres@127.0.0.1:1/none', dataDir: empty })).rejects.toThrow(/no manifest\.json/);
  });
});
