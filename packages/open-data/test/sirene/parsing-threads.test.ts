import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IsolatedDatabase, createIsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { GENERATED_FILE_NAMES, generateRegister } from '../../src/generate';
import { importSireneEstablishments } from '../../src/sirene/import-sirene-establishments';
import { importSireneUnits } from '../../src/sirene/import-sirene-units';
import { scratchDir } from './sirene-test-files';

/** A digest of every row of both tables, to compare two databases. */
async function digest(db: IsolatedDatabase): Promise<Record<string, string>> {
  const { rows } = await db.pool.query<{ companies: string; establishments: string }>(
    `SELECT (SELECT md5(string_agg(c::text, '|' ORDER BY siren)) FROM (SELECT siren, denomination, last_name, naf_code, creation_date, last_processed_at FROM companies) c) AS companies,
            (SELECT md5(string_agg(e::text, '|' ORDER BY siret)) FROM (SELECT siret, street_name, commune_code, department_code, signs FROM establishments) e) AS establishments`,
  );
  return rows[0] ?? {};
}

describe('Sirene imports parsed in worker threads', () => {
  let dir: string;
  const databases: IsolatedDatabase[] = [];
  beforeAll(async () => {
    dir = await scratchDir();
    // About 2 MB of units and 3 MB of establishments: several chunks of records.
    await generateRegister({ companies: 12_000, outDir: dir, seed: 5, include: ['sirene'] });
  });
  afterAll(async () => {
    await Promise.all(databases.map((db) => db.drop()));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('loads the same rows, with the same report, as the import parsed in this thread', async () => {
    const results = [];
    for (const workers of [0, 2]) {
      const db = await createIsolatedDatabase();
      databases.push(db);
      const units = await importSireneUnits(db.pool, join(dir, GENERATED_FILE_NAMES.sireneUnits), { workers, batchRows: 5_000 });
      const establishments = await importSireneEstablishments(db.pool, join(dir, GENERATED_FILE_NAMES.sireneEstablishments), { workers, batchRows: 5_000 });
      results.push({ units: { ...units.toJSON(), elapsedSeconds: 0, rowsPerSecond: 0 }, establishments: { ...establishments.toJSON(), elapsedSeconds: 0, rowsPerSecond: 0 }, rows: await digest(db) });
    }
    const [inline, threaded] = results;
    expect(inline?.units).toMatchObject({ read: 12_000, inserted: 12_000, rejected: 0 });
    expect(inline?.establishments.inserted).toBeGreaterThan(12_000);
    expect(threaded).toEqual(inline);
  });
});
