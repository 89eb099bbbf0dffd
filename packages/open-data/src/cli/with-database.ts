import { resolve } from 'node:path';
import type { Pool } from 'pg';
import { createPool, loadNomenclatures, migrate, resolveDatabase } from '@registre/db';

/**
 * Runs `work` on the project's database: the server named by DATABASE_URL, or the embedded
 * PostgreSQL in $DATA_DIR/postgres (as `npm start` uses it), migrated and with its nomenclatures.
 */
export async function withDatabase<T>(work: (pool: Pool) => Promise<T>): Promise<T> {
  const port = Number(process.env.EMBEDDED_PG_PORT || 54329);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`EMBEDDED_PG_PORT must be a port number, not ${process.env.EMBEDDED_PG_PORT}`);
  const database = await resolveDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: resolve(process.env.DATA_DIR || '.data', 'postgres'),
    port,
  });
  const pool = createPool(database.url);
  try {
    await migrate(pool);
    await loadNomenclatures(pool);
    return await work(pool);
  } finally {
    await pool.end();
    await database.stop();
  }
}
