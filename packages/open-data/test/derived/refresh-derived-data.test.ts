import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { importActs } from '../../src/acts/import-acts';
import { refreshDerivedData } from '../../src/derived/refresh-derived-data';
import { databaseWithFixtureCompanies } from '../fixture-companies';

/** Column statistics the planner holds for a table: none until the table is analyzed. */
async function plannerStatistics(db: IsolatedDatabase, table: string): Promise<number> {
  const { rows } = await db.pool.query<{ count: number }>("SELECT count(*)::int AS count FROM pg_stats WHERE schemaname = 'public' AND tablename = $1", [table]);
  return rows[0]?.count ?? 0;
}

describe('refreshDerivedData', () => {
  let db: IsolatedDatabase;
  beforeAll(async () => {
    db = await databaseWithFixtureCompanies();
    await importActs(db.pool, fileURLToPath(new URL('../fixtures/acts/attachments.jsonl', import.meta.url)), {});
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('gives the planner statistics of the tables an import filled, even when no derived table follows it', async () => {
    // The CI server runs without autovacuum: a freshly loaded table has no statistics at all.
    expect(await plannerStatistics(db, 'deposited_acts')).toBe(0);
    await refreshDerivedData(db.pool, []);
    expect(await plannerStatistics(db, 'deposited_acts')).toBeGreaterThan(0);
  });
});
