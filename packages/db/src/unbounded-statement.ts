import type pg from 'pg';
import { inTransaction } from './transaction';

/**
 * Runs one maintenance statement (a refresh of derived tables) without the pool's statement
 * timeout: inside its own transaction with `SET LOCAL statement_timeout = 0`, so the limit
 * that protects the API's requests does not cancel work meant to be long.
 */
export async function runUnbounded(pool: pg.Pool, text: string, values: unknown[] = []): Promise<void> {
  const client = await pool.connect();
  try {
    await inTransaction(client, async () => {
      await client.query('SET LOCAL statement_timeout = 0');
      await client.query(text, values);
    });
  } finally {
    client.release();
  }
}
