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
  // The agreements file has a line per establishment and agreement: as many lines read as written.
  const agreements = reports.find((report) => report.kind === 'agreements');
  expect({
    companies: await count('companies'),
    establishments: await count('establishments'),
    persons: await count('persons'),
    mandates: await count('mandates'),
    statements: await count('financial_statements'),
    announcements: await count('announcements'),
    trademarks: await count('trademarks'),
    patents: await count('patents'),
    acts: await count('deposited_acts'),
    agreements: agreements?.read,
  }).toEqual(generated);
  // Companies have deeds and collective agreements to show, the agreements with their official title.
  expect(await count('(SELECT DISTINCT siren FROM deposited_acts) AS s')).toBeGreaterThan(100);
  expect(await count("(SELECT DISTINCT siren FROM deposited_acts WHERE act_type ~* 'statut') AS s")).toBeGreaterThan(50);
  expect(await count('(SELECT DISTINCT siren FROM company_agreements) AS s')).toBeGreaterThan(20);
  expect(await count('company_agreements ca JOIN companies c USING (siren) WHERE c.administrative_status <> \'A\'')).toBe(0);
  expect(await count('company_agreements ca LEFT JOIN collective_agreements cl USING (idcc) WHERE cl.idcc IS NULL')).toBe(0);
}, 120_000);
