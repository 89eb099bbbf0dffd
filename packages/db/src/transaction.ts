import type pg from 'pg';

/**
 * Runs `work` inside BEGIN … COMMIT on one client, rolling back (and rethrowing) when it fails.
 * The client must not be shared with other work meanwhile.
 */
export async function inTransaction<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** `inTransaction` on a connection taken from `pool` for the work and released afterwards. */
export async function inPooledTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await inTransaction(client, () => work(client));
  } finally {
    client.release();
  }
}
