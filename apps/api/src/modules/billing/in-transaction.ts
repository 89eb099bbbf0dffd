import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '@registre/db';

/** Runs `work` in a transaction on a pooled connection, released afterwards. */
export async function withTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await inTransaction(client, () => work(client));
  } finally {
    client.release();
  }
}
