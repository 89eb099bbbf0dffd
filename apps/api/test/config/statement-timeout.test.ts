import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { runUnbounded } from '@registre/db';
import { createApiPool } from '../../src/api-pool';
import { loadConfig } from '../../src/config/load-config';

describe("the API's pool", () => {
  it('cancels a statement that runs past DB_STATEMENT_TIMEOUT_MS (5 s by default)', async () => {
    expect(loadConfig({}).DB_STATEMENT_TIMEOUT_MS).toBe(5000);
    const pool = createApiPool(loadConfig({ DB_STATEMENT_TIMEOUT_MS: '200' }), inject('databaseUrl'));
    try {
      expect((await pool.query<{ statement_timeout: string }>('SHOW statement_timeout')).rows[0]?.statement_timeout).toBe('200ms');
      await expect(pool.query('SELECT pg_sleep(1)')).rejects.toMatchObject({ code: '57014' });
      // Maintenance refreshes run without the limit, and the connection keeps it afterwards.
      await runUnbounded(pool, 'SELECT pg_sleep(0.3)');
      expect((await pool.query<{ statement_timeout: string }>('SHOW statement_timeout')).rows[0]?.statement_timeout).toBe('200ms');
    } finally {
      await pool.end();
    }
  });
});
