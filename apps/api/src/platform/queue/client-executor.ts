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
