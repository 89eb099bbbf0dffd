import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '@registre/db';
import { findFreePort } from '../../scripts/stack/ports';

export interface TestServer {
  /** URL of a database on the server from which others can be created. */
  adminUrl: string;
  /** Creates an empty database (or a copy of `template`) and returns its URL. */
  createDatabase(name: string, template?: string): Promise<string>;
  stop(): Promise<void>;
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const SAFE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * A PostgreSQL server for one test run: the server named by DATABASE_URL (the databases made
 * on it are dropped afterwards), or else an embedded PostgreSQL in a temporary directory.
 */
export async function startTestServer(): Promise<TestServer> {
  const created: string[] = [];
  let adminUrl: string;
  let stopServer: () => Promise<void> = async () => {};
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), 'registre-pg-'));
    const embedded = await startEmbeddedPostgres({ dataDir, port: await findFreePort(), persistent: false });
    adminUrl = embedded.url;
    stopServer = async () => {
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  return {
    adminUrl,
    async createDatabase(name, template) {
      if (!SAFE_NAME.test(name) || (template && !SAFE_NAME.test(template))) throw new Error(`bad database name ${name}`);
      await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      created.push(name);
      return databaseUrl(adminUrl, name);
    },
    async stop() {
      for (const name of created.reverse()) {
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      }
      await stopServer();
    },
  };
}
