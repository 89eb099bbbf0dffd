import { resolve } from 'node:path';
import type { Pool } from 'pg';
import { createPool, migrate, resolveDatabase } from '@registre/db';
import type { AppConfig } from '../config/env-schema';

/**
 * What an administrator command runs on: DATABASE_URL, or the embedded PostgreSQL of .data/postgres
 * (stop `npm start` first), migrated; the pool and the embedded server are closed after `run`.
 */
export async function withCliDatabase<T>(config: AppConfig, run: (pool: Pool) => Promise<T>): Promise<T> {
  const database = await resolveDatabase({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR, 'postgres'), port: config.EMBEDDED_PG_PORT });
  const pool = createPool(database.url);
  try {
    await migrate(pool);
    return await run(pool);
  } finally {
    await pool.end();
    await database.stop();
  }
}
