import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@registre/db';
import { findFreePort } from '../../scripts/stack/ports';

export interface TestDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * A database of its own for one test run: a new database on the server named by
 * DATABASE_URL (dropped afterwards), or else an embedded PostgreSQL in a temporary directory.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `registre_test_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async stop() {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'registre-pg-'));
  const embedded = await startEmbeddedPostgres({ dataDir, port: await findFreePort(), persistent: false });
  return {
    url: embedded.url,
    async stop() {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
