import type { Pool } from 'pg';

/**
 * Runs `setup` while holding a PostgreSQL advisory lock proper to the job queue's schema, so that
 * processes starting together (the API and the worker) start pg-boss and create their queues one
 * after the other. pg-boss 10 locks its own schema creation and migrations, but not the creation
 * of a queue (a partition attached to its job table): two processes creating queues at once
 * deadlocked. The lock is a transaction-level one on a connection of its own, kept while `setup`
 * runs its statements on the pool's other connections, and released by the rollback at the end
 * (nothing is written on it); waiting for it is never cut by the pool's statement timeout. The pool
 * needs two connections at least (one holds the lock).
 */
export async function withQueueSetupLock<T>(pool: Pool, schema: string, setup: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query('BEGIN');
    try {
      await client.query('SET LOCAL statement_timeout = 0');
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`registre.job-queue-setup.${schema}`]);
      return await setup();
    } finally {
      await client.query('ROLLBACK');
    }
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A failed client may hold a broken connection or the lock: destroy it, don't reuse it.
    client.release(failure);
  }
}
