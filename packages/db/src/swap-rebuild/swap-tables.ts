import { setTimeout as sleep } from 'node:timers/promises';
import type { PoolClient } from 'pg';

/** lock_not_available (lock_timeout), query_canceled (statement_timeout), deadlock_detected: the swap tries again. */
const RETRIED_CODES = new Set(['55P03', '57014', '40P01']);

export interface SwapTablesOptions {
  /** Longest wait for the tables' locks in one attempt; readers that arrive meanwhile queue behind it at most this long. */
  lockTimeoutMs: number;
  /** Attempts stop after this long: the error is thrown, the live tables stay as they were. */
  giveUpMs: number;
  log: (line: string) => void;
}

/**
 * Moves the live tables `public.<table>` to schema `retired` and the staged ones `<staged>.<table>` to `public`, in one
 * short transaction (catalog changes only). It needs each live table's ACCESS EXCLUSIVE lock, so it waits for the
 * statements reading them; and readers arriving while it waits queue behind it. So each attempt waits at most
 * `lockTimeoutMs` (for each lock, and the LOCK statement as a whole at most three times that); on a time-out it rolls
 * back, lets the queued readers through, and tries again. A reader queued behind a successful attempt then reads the
 * new table: PostgreSQL looks its name up again once it gets the lock.
 */
export async function swapTables(client: PoolClient, tables: readonly string[], staged: string, retired: string, options: SwapTablesOptions): Promise<number> {
  const started = performance.now();
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query('BEGIN');
      await client.query(`SET LOCAL lock_timeout = ${Math.round(options.lockTimeoutMs)}`);
      await client.query(`SET LOCAL statement_timeout = ${Math.round(options.lockTimeoutMs * 3)}`);
      await client.query(`LOCK TABLE ${tables.map((table) => `public.${table}`).join(', ')} IN ACCESS EXCLUSIVE MODE`);
      for (const table of tables) await client.query(`ALTER TABLE public.${table} SET SCHEMA ${retired}`);
      for (const table of tables) await client.query(`ALTER TABLE ${staged}.${table} SET SCHEMA public`);
      await client.query('COMMIT');
      return attempt;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !RETRIED_CODES.has(code) || performance.now() - started > options.giveUpMs) throw error;
      const pause = Math.min(1000, 25 * 2 ** Math.min(attempt, 6)) * (0.5 + Math.random());
      options.log(`swap: attempt ${attempt} found the tables busy (${code}), next in ${Math.round(pause)} ms`);
      await sleep(pause);
    }
  }
}
