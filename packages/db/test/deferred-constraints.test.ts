import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferConstraints, deferredKeyIndexes, migrate, restoreDeferredConstraints, restoreDeferredIndexes } from '../src/index';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/helpers/isolated-database';

let database: IsolatedDatabase;
beforeAll(async () => {
  database = await createIsolatedDatabase();
});
afterAll(() => database?.drop());

/** Every constraint of companies and establishments (a foreign key not validated ends with NOT VALID). */
async function constraints(): Promise<string[]> {
  const { rows } = await database.pool.query<{ line: string }>(
    `SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) AS line
       FROM pg_constraint WHERE conrelid IN ('companies'::regclass, 'establishments'::regclass) ORDER BY 1`,
  );
  return rows.map((r) => r.line);
}

async function recorded(): Promise<number> {
  return (await database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM deferred_constraints')).rows[0]?.n ?? -1;
}

describe('deferred constraints', () => {
  it('drops the primary key of companies with the foreign key that references it, keeps the checks, and restores them', async () => {
    const before = await constraints();
    expect(before).toContain('establishments establishments_siren_companies_siren_fk FOREIGN KEY (siren) REFERENCES companies(siren) ON DELETE CASCADE');
    expect(await deferConstraints(database.pool, 'companies')).toBe(2);
    const during = await constraints();
    expect(during.filter((c) => c.includes('PRIMARY KEY') || c.includes('FOREIGN KEY'))).toEqual(['establishments establishments_pkey PRIMARY KEY (siren, nic)']);
    expect(during.filter((c) => c.includes('CHECK'))).toHaveLength(3);
    expect(await recorded()).toBe(2);

    expect(await restoreDeferredConstraints(database.pool, 'companies')).toBe(2);
    expect(await constraints()).toEqual(before);
    expect(await recorded()).toBe(0);
  });

  it('lets a first load write rows unchecked, then checks them all at once', async () => {
    const before = await constraints();
    expect(await deferConstraints(database.pool, 'establishments')).toBe(2);
    await database.pool.query(`INSERT INTO companies (siren) VALUES ('812345676')`);
    // Without its key, the table takes a SIRET twice; restoring the key then fails and keeps the record.
    await database.pool.query(`INSERT INTO establishments (siret, siren, nic) VALUES ('81234567600017', '812345676', '00017'), ('81234567600017', '812345676', '00017')`);
    await expect(restoreDeferredConstraints(database.pool, 'establishments')).rejects.toThrow(/could not create unique index/);
    expect(await recorded()).toBe(2);
    await database.pool.query(`DELETE FROM establishments WHERE ctid = (SELECT max(ctid) FROM establishments)`);
    // An establishment of an unknown company fails the validation: the foreign key stays NOT VALID, still recorded.
    await database.pool.query(`INSERT INTO establishments (siret, siren, nic) VALUES ('81234568400029', '812345684', '00029')`);
    await expect(restoreDeferredConstraints(database.pool, 'establishments')).rejects.toThrow(/violates foreign key constraint/);
    expect(await constraints()).toContain(
      'establishments establishments_siren_companies_siren_fk FOREIGN KEY (siren) REFERENCES companies(siren) ON DELETE CASCADE NOT VALID',
    );
    expect(await recorded()).toBe(1);
    await database.pool.query(`DELETE FROM establishments WHERE siren = '812345684'`);
    expect(await restoreDeferredConstraints(database.pool, 'establishments')).toBe(1);
    expect(await constraints()).toEqual(before);
    expect(await recorded()).toBe(0);
  });

  it('builds the index of a key with the secondary indexes, then attaches it to the key without a scan', async () => {
    const before = await constraints();
    const indexesBefore = (await database.pool.query('SELECT indexname FROM pg_indexes WHERE tablename = $1 ORDER BY 1', ['establishments'])).rows;
    expect(await deferConstraints(database.pool, 'establishments')).toBe(2);
    const keyIndexes = await deferredKeyIndexes(database.pool, 'establishments');
    expect(keyIndexes).toEqual([
      { index_name: 'establishments_pkey', definition: 'CREATE UNIQUE INDEX IF NOT EXISTS "establishments_pkey" ON establishments (siren, nic)' },
    ]);
    await restoreDeferredIndexes(database.pool, 'establishments', 2, keyIndexes);
    // Built, not yet a key: the attachment is what restoring the key does.
    expect((await constraints()).filter((c) => c.includes('PRIMARY KEY') && c.startsWith('establishments'))).toEqual([]);
    expect(await restoreDeferredConstraints(database.pool, 'establishments')).toBe(2);
    expect(await constraints()).toEqual(before);
    expect((await database.pool.query('SELECT indexname FROM pg_indexes WHERE tablename = $1 ORDER BY 1', ['establishments'])).rows).toEqual(indexesBefore);
    expect(await recorded()).toBe(0);
  });

  it('restores at the next migrate what a load that died left deferred', async () => {
    const before = await constraints();
    await deferConstraints(database.pool, 'companies');
    await deferConstraints(database.pool, 'establishments');
    expect(await constraints()).not.toEqual(before);
    await migrate(database.pool);
    expect(await constraints()).toEqual(before);
    expect(await recorded()).toBe(0);
  });
});
