import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/load-config';
import type { AppConfig } from '../../src/config/env-schema';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';

export interface AuthTestApp {
  app: FastifyInstance;
  database: IsolatedDatabase;
  config: AppConfig;
  /** Where the API writes its mails as .eml files (no SMTP server configured). */
  mailDir: string;
  close(): Promise<void>;
}

/** Contract tests make many calls from one address; the security suite tightens these. */
const GENEROUS_LIMITS = {
  AUTH_LOGIN_MAX_PER_IP: '1000',
  AUTH_LOGIN_MAX_PER_EMAIL: '1000',
  AUTH_LOGIN_MAX_PER_ACCOUNT: '1000',
  AUTH_REGISTER_MAX_PER_IP: '1000',
  AUTH_MAIL_MAX_PER_IP: '1000',
};

/**
 * The real API on a database of its own, with its mails written to a temporary folder
 * and the given settings (for example tighter rate limits).
 */
export async function createAuthTestApp(env: Record<string, string> = {}): Promise<AuthTestApp> {
  const database = await createIsolatedDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'registre-auth-'));
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...GENEROUS_LIMITS, ...env });
  const app = await buildApp({ config, pool: database.pool });
  await app.ready();
  return {
    app,
    database,
    config,
    mailDir: join(dataDir, 'mail'),
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
