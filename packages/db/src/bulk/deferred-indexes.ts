import type pg from 'pg';
import { inTransaction } from '../transaction';

type Queryable = pg.Pool | pg.PoolClient;

/** Runs `work` on the given client, or on a client of the given pool released afterwards. */
async function withClient<T>(db: Queryable, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  if ('release' in db) return work(db);
  const client = await db.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

/**
 * Drops the secondary indexes of a table (not its primary key, unique or constraint indexes,
 * which loads rely on) before a bulk first load: building an index once over loaded rows is
 * several times cheaper than maintaining it row by row.
 * Their definitions are kept in `deferred_indexes` in the same transaction, so nothing is lost
 * if the load dies: `restoreDeferredIndexes` (called by `migrate` at every boot) rebuilds them.
 */
export function deferIndexes(db: Queryable, table: string): Promise<number> {
  return withClient(db, (client) =>
    inTransaction(client, async () => {
      const { rows } = await client.query<{ name: string; definition: string }>(
        `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
           FROM pg_index i
          WHERE i.indrelid = $1::regclass AND NOT i.indisprimary AND NOT i.indisunique
            AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
        [table],
      );
      for (const row of rows) {
        await client.query(
          'INSERT INTO deferred_indexes (index_name, table_name, definition) VALUES ($1, $2, $3) ON CONFLICT (index_name) DO NOTHING',
          [row.name, table, row.definition],
        );
        await client.query(`DROP INDEX ${row.name}`);
      }
      return rows.length;
    }),
  );
}

/** Recreates the indexes `deferIndexes` dropped (of one table, or of all), with generous sort memory. */
export function restoreDeferredIndexes(db: Queryable, table?: string): Promise<number> {
  return withClient(db, async (client) => {
    const { rows } = await client.query<{ index_name: string; definition: string }>(
      'SELECT index_name, definition FROM deferred_indexes WHERE $1::text IS NULL OR table_name = $1 ORDER BY index_name',
      [table ?? null],
    );
    if (rows.length === 0) return 0;
    await client.query(`SET maintenance_work_mem = '512MB'`);
    try {
      for (const row of rows) {
        await inTransaction(client, async () => {
          await client.query(row.definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
          await client.query('DELETE FROM deferred_indexes WHERE index_name = $1', [row.index_name]);
        });
      }
    } finally {
      await client.query('RESET maintenance_work_mem').catch(() => {});
    }
    return rows.length;
  });
}
