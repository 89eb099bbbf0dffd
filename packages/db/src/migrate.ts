import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as runDrizzleMigrations } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { fileURLToPath } from 'node:url';
import { restoreDeferredConstraints } from './bulk/deferred-constraints';
import { restoreDeferredIndexes } from './bulk/deferred-indexes';

/** packages/db/migrations, found from this file rather than from the working directory. */
const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** Key of the session advisory lock that serialises concurrent `migrate` calls. */
const MIGRATION_LOCK_KEY = 7_261_901_441;

/**
 * Applies the pending migrations of packages/db/migrations, then restores any key, foreign key
 * or index a bulk load deferred and did not restore. Idempotent; when several
 * processes call it at once, an advisory lock makes them take turns, so the later ones
 * find nothing left to do.
 */
export async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await runDrizzleMigrations(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      // Keys, foreign keys and indexes a bulk load dropped and did not get to restore (it died): restore them now.
      await restoreDeferredConstraints(client);
      await restoreDeferredIndexes(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A failed client may hold a broken connection or the lock: destroy it, don't reuse it.
    client.release(failure);
  }
}
