import type pg from 'pg';

export type Queryable = pg.Pool | pg.PoolClient;

/** Runs `work` on the given client, or on a client of the given pool released afterwards. */
export async function withClient<T>(db: Queryable, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  if ('release' in db) return work(db);
  const client = await db.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}
