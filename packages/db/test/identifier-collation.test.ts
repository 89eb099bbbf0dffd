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
          -- A partial index (a rule such as one approved claim per company) serves only its own predicate.
          AND x.indpred IS NULL
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

  it('compares persons\' identity keys bytewise (migration 0019), and a staging table\'s keys still reach their index', async () => {
    const { rows } = await database.pool.query<{ collation: string }>(
      `SELECT co.collname AS collation FROM pg_attribute a JOIN pg_collation co ON co.oid = a.attcollation
        WHERE a.attrelid = 'persons'::regclass AND a.attname = 'identity_key'`,
    );
    expect(rows).toEqual([{ collation: 'C' }]);
    const client = await database.pool.connect();
    try {
      // As the RNE import's staging tables: a text column of the default collation, looked up in persons.
      await client.query(`CREATE TEMP TABLE identity_stage (identity_key text NOT NULL)`);
      await client.query('SET enable_seqscan = off');
      const { rows: plan } = await client.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (FORMAT JSON) SELECT p.id FROM identity_stage s
           JOIN LATERAL (SELECT id FROM persons WHERE identity_key = s.identity_key LIMIT 1) p ON true`,
      );
      expect(JSON.stringify(plan[0]?.['QUERY PLAN'])).toMatch(/"Index Name":"persons_identity_key_unique"[^{}]*?"Index Cond":"[^"]*identity_key/);
    } finally {
      await client.query('DISCARD TEMP').catch(() => {});
      client.release();
    }
  });
});
