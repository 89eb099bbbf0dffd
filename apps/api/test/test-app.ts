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

/**
 * The real API driven through Fastify's HTTP injection, on the run's shared register
 * (generated demo data, read-only) or on a database of the test's own; `env` overrides configuration.
 */
export async function createTestApp(databaseUrl: string = inject('databaseUrl'), env: Record<string, string> = {}): Promise<TestApp> {
  const pool = createPool(databaseUrl);
  const app = await buildApp({ config: loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', ...env }), pool });
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
