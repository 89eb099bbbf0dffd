import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { createPool } from '@registre/db';
import type { Pool } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/load-config';

export interface TestApp {
  app: FastifyInstance;
  pool: Pool;
  close(): Promise<void>;
}

/** The real API on the run's test database, driven through Fastify's HTTP injection. */
export async function createTestApp(): Promise<TestApp> {
  const pool = createPool(inject('databaseUrl'));
  const app = await buildApp({ config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent' }), pool });
  await app.ready();
  return {
    app,
    pool,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
