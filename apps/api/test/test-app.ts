import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createPool } from '@registre/db';
import type { Pool } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/load-config';
import { createPlatform, type Platform } from '../src/platform';
import type { OrderAccess } from '../src/modules/orders';

export interface TestApp {
  app: FastifyInstance;
  pool: Pool;
  /** Only with `{ platform: true }`. */
  platform?: Platform;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Builds the app on a platform (job queue, storage, mailer), as `npm start` does; use a database of the test's own. */
  platform?: boolean;
  /** Who may order (see support/grant-order-access.ts); given the app's pool. */
  orderAccess?: (pool: Pool) => OrderAccess;
}

/**
 * The real API driven through Fastify's HTTP injection, on the run's shared register
 * (generated demo data, read-only) or on a database of the test's own; `env` overrides configuration.
 */
export async function createTestApp(databaseUrl: string = inject('databaseUrl'), env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const pool = createPool(databaseUrl);
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const platform = options.platform ? await createPlatform(config, { pool }) : undefined;
  const app = await buildApp({ config, pool, ...(platform ? { platform } : {}), ...(options.orderAccess ? { orderAccess: options.orderAccess(pool) } : {}) });
  await app.ready();
  return {
    app,
    pool,
    ...(platform ? { platform } : {}),
    async close() {
      await app.close();
      await platform?.close();
      await pool.end();
    },
  };
}
