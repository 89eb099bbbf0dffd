import type pg from 'pg';
import { inTransaction } from '../transaction';
import { type Queryable, withClient } from './with-client';

/**
 * Drops the secondary indexes of a table (not the indexes of its primary key or other constraints:
 * see `deferConstraints`) before a bulk first load: building an index once over loaded rows is
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

export type DeferredIndex = { index_name: string; definition: string };

/** Builds the indexes of `queue` one after the other on one client, until the queue is empty. */
async function buildFrom(client: pg.PoolClient, queue: DeferredIndex[]): Promise<void> {
  await client.query(`SET maintenance_work_mem = '512MB'`);
  try {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const { index_name: name, definition } = row;
      await inTransaction(client, async () => {
        await client.query(definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
        await client.query('DELETE FROM deferred_indexes WHERE index_name = $1', [name]);
      });
    }
  } finally {
    await client.query('RESET maintenance_work_mem').catch(() => {});
  }
}

/**
 * Recreates the indexes `deferIndexes` dropped (of one table, or of all), with generous sort memory, after the
 * indexes of `first` (the unique indexes of deferred keys: deferredKeyIndexes). Given a pool
 * and `concurrency` > 1, builds that many at once on as many connections (CREATE INDEX lets other index builds of
 * the same table run; measured on the 1.23 M establishments, four indexes: 6.2 s at once against 7.4–8.6 s one
 * after the other, on 2 shared cores).
 */
export async function restoreDeferredIndexes(db: Queryable, table?: string, concurrency = 1, first: readonly DeferredIndex[] = []): Promise<number> {
  const queue = await withClient(db, async (client) => {
    const { rows } = await client.query<DeferredIndex>(
      'SELECT index_name, definition FROM deferred_indexes WHERE $1::text IS NULL OR table_name = $1 ORDER BY index_name',
      [table ?? null],
    );
    return [...first, ...rows];
  });
  const count = queue.length;
  if (count === 0) return 0;
  const builders = 'release' in db ? 1 : Math.max(1, Math.min(concurrency, count));
  const results = await Promise.allSettled(Array.from({ length: builders }, () => withClient(db, (client) => buildFrom(client, queue))));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return count;
}
