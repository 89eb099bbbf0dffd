import type pg from 'pg';
import { deferConstraints, deferredKeyIndexes, restoreDeferredConstraints } from './deferred-constraints';
import { deferIndexes, restoreDeferredIndexes } from './deferred-indexes';

/**
 * Before a bulk first load of `table` (COPY into an empty table): drops what PostgreSQL would otherwise check row by
 * row, its secondary indexes, its keys, its foreign keys and those that reference it, all recorded so that nothing
 * is lost if the load dies (`migrate` restores them). Returns how many were dropped.
 */
export async function deferForFirstLoad(client: pg.PoolClient, table: string): Promise<number> {
  return (await deferIndexes(client, table)) + (await deferConstraints(client, table));
}

/**
 * After a first load of `table`: builds the unique indexes of its keys with its secondary indexes, `concurrency` at
 * once on connections of the pool (the loader's own connection is best released first), then attaches the keys to
 * their indexes and validates the foreign keys. Does nothing when nothing is deferred for the table.
 */
export async function restoreAfterFirstLoad(pool: pg.Pool, table: string, concurrency: number, log?: (line: string) => void): Promise<void> {
  const keys = await deferredKeyIndexes(pool, table);
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM deferred_indexes WHERE table_name = $1', [table]);
  const indexes = keys.length + (rows[0]?.n ?? 0);
  if (indexes > 0) {
    log?.(`building ${indexes} index(es) of ${table}`);
    await restoreDeferredIndexes(pool, table, concurrency, keys);
  }
  const { rows: constraints } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM deferred_constraints WHERE deferred_for = $1', [table]);
  if ((constraints[0]?.n ?? 0) > 0) {
    log?.(`restoring the keys of ${table}`);
    await restoreDeferredConstraints(pool, table);
  }
}
