import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferIndexes, migrate, restoreDeferredIndexes } from '../src/index';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/helpers/isolated-database';

let database: IsolatedDatabase;
beforeAll(async () => {
  database = await createIsolatedDatabase();
});
afterAll(() => database?.drop());

async function indexDefinitions(table: string): Promise<string[]> {
  const { rows } = await database.pool.query<{ indexdef: string }>('SELECT indexdef FROM pg_indexes WHERE tablename = $1 ORDER BY indexname', [table]);
  return rows.map((r) => r.indexdef);
}

describe('deferred indexes', () => {
  it('drops the secondary indexes, keeps the primary key, and rebuilds them identically', async () => {
    const before = await indexDefinitions('mandates');
    expect(before.length).toBeGreaterThan(1);
    const dropped = await deferIndexes(database.pool, 'mandates');
    expect(dropped).toBeGreaterThan(0);
    const during = await indexDefinitions('mandates');
    expect(during).toEqual([expect.stringContaining('mandates_pkey')]);
    expect((await database.pool.query('SELECT count(*)::int AS n FROM deferred_indexes')).rows[0].n).toBe(dropped);

    expect(await restoreDeferredIndexes(database.pool, 'mandates')).toBe(dropped);
    expect(await indexDefinitions('mandates')).toEqual(before);
    expect((await database.pool.query('SELECT count(*)::int AS n FROM deferred_indexes')).rows[0].n).toBe(0);
  });

  it('rebuilds several at once on connections of a pool', async () => {
    const before = await indexDefinitions('mandates');
    const dropped = await deferIndexes(database.pool, 'mandates');
    expect(dropped).toBeGreaterThan(1);
    expect(await restoreDeferredIndexes(database.pool, 'mandates', 4)).toBe(dropped);
    expect(await indexDefinitions('mandates')).toEqual(before);
    expect((await database.pool.query('SELECT count(*)::int AS n FROM deferred_indexes')).rows[0].n).toBe(0);
  });

  it('rebuilds at the next migrate what a load that died left deferred', async () => {
    const before = await indexDefinitions('mandates');
    await deferIndexes(database.pool, 'mandates');
    expect((await indexDefinitions('mandates')).length).toBeLessThan(before.length);
    await migrate(database.pool);
    expect(await indexDefinitions('mandates')).toEqual(before);
  });
});
