import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/helpers/isolated-database';

let database: IsolatedDatabase;
beforeAll(async () => {
  database = await createIsolatedDatabase();
});
afterAll(() => database?.drop());

describe('identifier columns (migration 0015)', () => {
  it('compare SIREN, SIRET and NIC bytewise in every table, so joins between tables keep their indexes', async () => {
    const { rows } = await database.pool.query<{ column: string; collation: string }>(
      `SELECT c.relname || '.' || a.attname AS column, coalesce(co.collname, '') AS collation
         FROM pg_attribute a
         JOIN pg_class c ON c.oid = a.attrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
         LEFT JOIN pg_collation co ON co.oid = a.attcollation
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
          AND (a.attname ~ '(^|_)(siren|siret)$' OR a.attname ~ '(^|_)nic$')
        ORDER BY 1`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(17);
    expect(rows.filter((row) => row.collation !== 'C')).toEqual([]);
  });

  it('lets a join from companies use the SIREN index of every other table', async () => {
    const { rows: indexes } = await database.pool.query<{ table: string; index: string }>(
      `SELECT t.relname AS table, i.relname AS index
         FROM pg_index x
         JOIN pg_class t ON t.oid = x.indrelid
         JOIN pg_class i ON i.oid = x.indexrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace
         JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = x.indkey[0]
        WHERE n.nspname = 'public' AND a.attname = 'siren' AND t.relname <> 'companies'
        ORDER BY 1, 2`,
    );
    expect(indexes.length).toBeGreaterThanOrEqual(5);
    const client = await database.pool.connect();
    try {
      await client.query('SET enable_seqscan = off');
      for (const { table, index } of indexes) {
        const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(
          `EXPLAIN (FORMAT JSON) SELECT 1 FROM companies c JOIN ${table} x ON x.siren = c.siren WHERE c.siren = $1`,
          ['812345676'],
        );
        // The other table's index must bound the scan (an "Index Cond"), not be read whole.
        const scans = JSON.stringify(rows[0]?.['QUERY PLAN']).match(/"Index Name":"[^"]+"[^{}]*?"Index Cond":"[^"]*"/g) ?? [];
        expect(scans.some((scan) => scan.includes(`"Index Name":"${index}"`)), `${table} through ${index}`).toBe(true);
      }
    } finally {
      client.release();
    }
  });
});
