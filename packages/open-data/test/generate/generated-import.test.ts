import { afterAll, beforeAll, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { loadDemo } from '../../src/demo/load-demo';

let db: IsolatedDatabase;

beforeAll(async () => {
  db = await createIsolatedDatabase();
});

afterAll(async () => {
  await db?.drop();
});

// The generator's counts are what the importers must load: no rejected line, every row counted.
it('imports every generated row: counts in the database equal the generator counts', async () => {
  const { generated, reports } = await loadDemo(db.pool, { companies: 1000, seed: 9 });
  for (const report of reports) expect(report.rejected, `${report.kind}: ${JSON.stringify(report.toJSON().rejectedByReason)}`).toBe(0);
  const count = async (table: string) => (await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;
  expect({
    companies: await count('companies'),
    establishments: await count('establishments'),
    persons: await count('persons'),
    mandates: await count('mandates'),
    statements: await count('financial_statements'),
    announcements: await count('announcements'),
    trademarks: await count('trademarks'),
    patents: await count('patents'),
  }).toEqual(generated);
}, 120_000);
