import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferConstraints, foreignKeyHasLeadingIndex, restoreDeferredConstraints } from '../src/index';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/helpers/isolated-database';

let database: IsolatedDatabase;
beforeAll(async () => {
  database = await createIsolatedDatabase();
});
afterAll(() => database?.drop());

describe('foreignKeyHasLeadingIndex', () => {
  it("sees establishments' key, which starts with the SIREN its foreign key holds", async () => {
    expect(await foreignKeyHasLeadingIndex(database.pool, 'establishments', 'establishments_siren_companies_siren_fk')).toBe(true);
  });

  it('wants an index whose first columns are the foreign key columns, in their order', async () => {
    const pool = database.pool;
    await pool.query(`CREATE TABLE fk_probe (siren char(9) COLLATE "C" REFERENCES companies (siren), label text)`);
    const probe = async () => {
      const { rows } = await pool.query<{ conname: string }>(`SELECT conname FROM pg_constraint WHERE conrelid = 'fk_probe'::regclass AND contype = 'f'`);
      return foreignKeyHasLeadingIndex(pool, 'fk_probe', rows[0]?.conname ?? '');
    };
    expect(await probe()).toBe(false);
    await pool.query('CREATE INDEX fk_probe_label_siren ON fk_probe (label, siren)');
    expect(await probe()).toBe(false);
    await pool.query('CREATE INDEX fk_probe_siren_label ON fk_probe (siren, label)');
    expect(await probe()).toBe(true);
    expect(await foreignKeyHasLeadingIndex(pool, 'fk_probe', 'no_such_constraint')).toBe(false);
    await pool.query('DROP TABLE fk_probe');
  });

  it('steers only the validation: the restoring connection keeps its planner settings', async () => {
    await deferConstraints(database.pool, 'establishments');
    const client = await database.pool.connect();
    try {
      expect(await restoreDeferredConstraints(client, 'establishments')).toBe(2);
      const { rows } = await client.query<{ hash: string; sort: string }>(
        `SELECT current_setting('enable_hashjoin') AS hash, current_setting('enable_sort') AS sort`,
      );
      expect(rows[0]).toEqual({ hash: 'on', sort: 'on' });
    } finally {
      client.release();
    }
    const { rows } = await database.pool.query<{ validated: boolean }>(
      `SELECT convalidated AS validated FROM pg_constraint WHERE conname = 'establishments_siren_companies_siren_fk'`,
    );
    expect(rows).toEqual([{ validated: true }]);
  });
});
