import type { Pool, PoolClient } from 'pg';

/** pg-boss's database contract: one SQL text and its values. */
export interface SqlExecutor {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss's queries run on the application's pool, or on one client (inside that client's
 * transaction, so that a job commits or rolls back with the caller's rows).
 */
export function sqlExecutor(db: Pool | PoolClient): SqlExecutor {
  return {
    async executeSql(text, values) {
      const result = await db.query(text, values);
      return { rows: result.rows };
    },
  };
}

/**
 * The pool's executor, keeping the queries in flight: pg-boss 10 records a job's end without awaiting it,
 * so a stop may return while that query still runs; `drain()` waits for them, before the pool is ended.
 */
export function trackedSqlExecutor(pool: Pool): SqlExecutor & { drain(): Promise<void> } {
  const inFlight = new Set<Promise<unknown>>();
  return {
    async executeSql(text, values) {
      const query = pool.query(text, values);
      inFlight.add(query);
      try {
        const result = await query;
        return { rows: result.rows };
      } finally {
        inFlight.delete(query);
      }
    },
    async drain() {
      // A job's end recorded in the same turn as the stop starts its query on the next one.
      await new Promise((resolve) => setImmediate(resolve));
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
