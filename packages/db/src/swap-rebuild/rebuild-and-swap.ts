import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '../transaction';
import { liveIndexes, stagedIndexStatement } from './staged-indexes';
import { swapTables } from './swap-tables';

/** The points between the steps of a rebuild, where `onStep` is called (tests stop a rebuild there, as a crash would). */
export type RebuildStep = 'staged' | 'filled' | 'indexed' | 'vacuumed' | 'swapped';

export interface RebuildAndSwapOptions<T> {
  /** Tables of schema `public` rebuilt together and swapped in together. */
  tables: readonly string[];
  /** The staging schema (a plain name, one per set of tables); the replaced tables wait in `<staging>_old` until dropped. */
  staging: string;
  /**
   * Fills the staging tables — `<schema>.<table>`, empty, with the live tables' columns and no index yet — in one
   * transaction on `client` (SET LOCAL for its settings). Returns what the caller reports.
   */
  fill(client: PoolClient, schema: string): Promise<T>;
  log?: (line: string) => void;
  /** Longest wait for the locks of one swap attempt (default 100 ms): the most a reader can be held up by the swap. */
  swapLockTimeoutMs?: number;
  /** Swap attempts stop after this long (default 10 minutes). */
  swapGiveUpMs?: number;
  onStep?: (step: RebuildStep) => Promise<void> | void;
}

const PLAIN_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Rebuilds derived tables without ever blocking their readers (issue 41). The new rows go into copies of the tables in
 * a staging schema, whose indexes are built after the load under the live ones' names, then vacuumed and analysed;
 * meanwhile the live tables serve. A short transaction then swaps the schemas' tables (`swapTables`: a low lock
 * time-out, retried) and the old ones are dropped. Readers see the old tables or the new ones, never a wait longer
 * than the swap's lock time-out.
 *
 * A rebuild that stops halfway (crash, error) leaves the live tables serving: the fill is one transaction, the swap
 * another; the staging or retired tables it leaves are dropped by the next rebuild before it starts. Two rebuilds of
 * the same tables take turns (a session advisory lock on the staging schema's name).
 */
export async function rebuildAndSwap<T>(pool: Pool, options: RebuildAndSwapOptions<T>): Promise<T> {
  const { tables, staging } = options;
  const retired = `${staging}_old`;
  for (const name of [...tables, staging, retired]) if (!PLAIN_NAME.test(name)) throw new Error(`rebuildAndSwap: not a plain name: ${name}`);
  const log = options.log ?? (() => {});
  const onStep = options.onStep ?? (() => {});
  const client = await pool.connect();
  const step = async (label: string, sql: string): Promise<void> => {
    const t0 = performance.now();
    await client.query(sql);
    log(`${label} ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  try {
    // The pool's statement time-out protects requests; a rebuild is meant to be long. Reset before the connection goes back.
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [staging]);
    try {
      await step(`${staging}: leftovers dropped`, `DROP SCHEMA IF EXISTS ${retired}, ${staging} CASCADE`);
      await client.query(`CREATE SCHEMA ${staging}`);
      for (const table of tables) {
        await client.query(
          `CREATE TABLE ${staging}.${table} (LIKE public.${table} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED
             INCLUDING IDENTITY INCLUDING STORAGE INCLUDING COMMENTS INCLUDING STATISTICS)`,
        );
      }
      const indexes = await liveIndexes(client, tables);
      await onStep('staged');
      const result = await inTransaction(client, async () => {
        const filled = await options.fill(client, staging);
        await onStep('filled');
        for (const index of indexes) await step(`${staging}: index ${index.name}`, stagedIndexStatement(index, staging));
        return filled;
      });
      await onStep('indexed');
      // Index-only scans need the visibility map, the planner the statistics: the tables are ready when swapped in.
      for (const table of tables) await step(`${staging}: vacuum ${table}`, `VACUUM (ANALYZE) ${staging}.${table}`);
      await onStep('vacuumed');
      await client.query(`CREATE SCHEMA ${retired}`);
      const t0 = performance.now();
      const attempts = await swapTables(client, tables, staging, retired, {
        lockTimeoutMs: options.swapLockTimeoutMs ?? 100,
        giveUpMs: options.swapGiveUpMs ?? 600_000,
        log: (line) => log(`${staging}: ${line}`),
      });
      log(`${staging}: swapped in (${attempts} attempt${attempts > 1 ? 's' : ''}, ${Math.round(performance.now() - t0)} ms)`);
      await onStep('swapped');
      await step(`${staging}: old tables dropped`, `DROP SCHEMA ${retired}, ${staging} CASCADE`);
      return result;
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [staging]).catch(() => {});
    }
  } finally {
    // A connection that cannot take this statement any more is not given back to the pool.
    const broken = await client.query('RESET statement_timeout').then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    client.release(broken);
  }
}
