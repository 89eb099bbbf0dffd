import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IsolatedDatabase, createIsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { importSireneEstablishments } from '../../src/sirene/import-sirene-establishments';
import { importSireneUnits } from '../../src/sirene/import-sirene-units';
import { SIRENE_ESTABLISHMENT_COLUMNS, SIRENE_UNIT_COLUMNS } from '../../src/sirene/sirene-columns';
import { scratchDir, zipFile } from './sirene-test-files';
import { schemaState } from '../../../../test/helpers/schema-state';

// SIRENs with a valid check digit, in increasing order.
const [A, B, C, D] = ['812345676', '812345684', '812345692', '812345700'] as const;

function csv(columns: readonly string[], rows: Array<Record<string, string>>): string {
  return [columns.join(','), ...rows.map((row) => columns.map((c) => row[c] ?? '').join(','))].join('\n');
}

const unit = (siren: string, denomination: string) => ({
  siren,
  statutDiffusionUniteLegale: 'O',
  etatAdministratifUniteLegale: 'A',
  denominationUniteLegale: denomination,
  dateDernierTraitementUniteLegale: '2024-05-01T12:00:00',
});

/** The SIRET of `siren` and `nic`, with the Luhn key a NIC ending in 0…9 gives. */
function siret(siren: string, nicStem: string): string {
  for (let digit = 0; digit <= 9; digit++) {
    const candidate = `${siren}${nicStem}${digit}`;
    let sum = 0;
    for (let i = 0; i < 14; i++) {
      let d = Number(candidate[13 - i]) * (i % 2 === 1 ? 2 : 1);
      if (d > 9) d -= 9;
      sum += d;
    }
    if (sum % 10 === 0) return candidate;
  }
  throw new Error('unreachable');
}

const establishment = (id: string) => ({
  siren: id.slice(0, 9),
  nic: id.slice(9),
  siret: id,
  statutDiffusionEtablissement: 'O',
  etatAdministratifEtablissement: 'A',
  etablissementSiege: 'false',
  codeCommuneEtablissement: '75108',
});

const TABLES_LOADED = ['companies', 'establishments'];

describe('Sirene first loads (empty target: COPY without keys, keys restored after)', () => {
  let db: IsolatedDatabase;
  let dir: string;
  let wholeSchema: Awaited<ReturnType<typeof schemaState>>;
  beforeAll(async () => {
    dir = await scratchDir();
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const fresh = async () => {
    await db?.drop();
    db = await createIsolatedDatabase();
    wholeSchema ??= await schemaState(db.pool, TABLES_LOADED);
  };
  afterAll(async () => {
    await db?.drop();
  });

  it('loads a sorted file over several batches and leaves the schema whole', async () => {
    await fresh();
    const file = join(dir, 'sorted.csv');
    await writeFile(file, csv(SIRENE_UNIT_COLUMNS, [unit(A, 'UN'), unit(B, 'DEUX'), unit(C, 'TROIS'), unit(D, 'QUATRE')]));
    const report = await importSireneUnits(db.pool, file, { batchRows: 3 });
    expect(report.toJSON()).toMatchObject({ read: 4, inserted: 4, updated: 0, rejected: 0 });
    expect(wholeSchema.constraints).toContain('companies_pkey PRIMARY KEY (siren) true');
    expect(await schemaState(db.pool, TABLES_LOADED)).toEqual(wholeSchema);
    // Both batches were COPY … FREEZE in one transaction: every page of the table is all-frozen.
    await db.pool.query('CREATE EXTENSION IF NOT EXISTS pg_visibility');
    const { rows } = await db.pool.query<{ pages: number; frozen: number }>(
      `SELECT (pg_relation_size('companies') / current_setting('block_size')::int)::int AS pages, all_frozen::int AS frozen
         FROM pg_visibility_map_summary('companies')`,
    );
    expect(rows[0]?.pages).toBeGreaterThan(0);
    expect(rows[0]?.frozen).toBe(rows[0]?.pages);
  });

  it('fails on a file it cannot read before it changes anything', async () => {
    await fresh();
    const units = join(dir, 'units-for-zip.csv');
    await writeFile(units, csv(SIRENE_UNIT_COLUMNS, [unit(A, 'UN')]));
    const zip = await zipFile(units, 'notes.md', join(dir, 'no-csv.zip'));
    const keyFile = () => db.pool.query<{ node: string }>(`SELECT pg_relation_filenode('companies_pkey')::text AS node`);
    const before = (await keyFile()).rows[0]?.node;
    await expect(importSireneUnits(db.pool, zip, {})).rejects.toThrow(/no matching entry/);
    // The key was neither dropped nor rebuilt: its index is the same file.
    expect((await keyFile()).rows[0]?.node).toBe(before);
    expect(await schemaState(db.pool, TABLES_LOADED)).toEqual(wholeSchema);
  });

  it('leaves no row of a first load that fails half-way, and the schema whole', async () => {
    await fresh();
    // Checks stay during a first load: this one makes the COPY of the second batch fail.
    await db.pool.query(`ALTER TABLE companies ADD CONSTRAINT test_no_boom CHECK (denomination <> 'BOOM')`);
    const file = join(dir, 'boom.csv');
    await writeFile(file, csv(SIRENE_UNIT_COLUMNS, [unit(A, 'UN'), unit(B, 'DEUX'), unit(C, 'BOOM'), unit(D, 'QUATRE')]));
    await expect(importSireneUnits(db.pool, file, { batchRows: 2 })).rejects.toThrow(/test_no_boom/);
    const { rows } = await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM companies');
    expect(rows[0]?.n).toBe(0);
    await db.pool.query('ALTER TABLE companies DROP CONSTRAINT test_no_boom');
    expect(await schemaState(db.pool, TABLES_LOADED)).toEqual(wholeSchema);
  });

  it('lets the later line of a unit listed twice win, as a re-import would', async () => {
    await fresh();
    const file = join(dir, 'twice.csv');
    await writeFile(file, csv(SIRENE_UNIT_COLUMNS, [unit(A, 'UN'), unit(B, 'PREMIER'), unit(B, 'SECOND'), unit(C, 'TROIS')]));
    const report = await importSireneUnits(db.pool, file, {});
    expect(report.toJSON()).toMatchObject({ read: 4, inserted: 3, updated: 1, unchanged: 0, rejected: 0 });
    const { rows } = await db.pool.query<{ siren: string; denomination: string }>('SELECT siren, denomination FROM companies ORDER BY siren');
    expect(rows).toEqual([
      { siren: A, denomination: 'UN' },
      { siren: B, denomination: 'SECOND' },
      { siren: C, denomination: 'TROIS' },
    ]);
    expect(await schemaState(db.pool, TABLES_LOADED)).toEqual(wholeSchema);
  });

  it('loads a file out of order (the rest goes through staging from the first key out of order)', async () => {
    await fresh();
    const file = join(dir, 'unsorted.csv');
    await writeFile(file, csv(SIRENE_UNIT_COLUMNS, [unit(B, 'DEUX'), unit(D, 'QUATRE'), unit(A, 'UN'), unit(C, 'TROIS'), unit(A, 'UN BIS')]));
    const report = await importSireneUnits(db.pool, file, { batchRows: 2 });
    expect(report.toJSON()).toMatchObject({ read: 5, inserted: 4, updated: 1, rejected: 0 });
    const { rows } = await db.pool.query<{ denomination: string }>('SELECT denomination FROM companies ORDER BY siren');
    expect(rows.map((r) => r.denomination)).toEqual(['UN BIS', 'DEUX', 'TROIS', 'QUATRE']);
    expect(await schemaState(db.pool, TABLES_LOADED)).toEqual(wholeSchema);
  });

  it('rejects the establishments of unknown companies with their lines, and validates the foreign key', async () => {
    await fresh();
    const units = join(dir, 'units.csv');
    await writeFile(units, csv(SIRENE_UNIT_COLUMNS, [unit(A, 'UN'), unit(C, 'TROIS')]));
    await importSireneUnits(db.pool, units, {});
    const file = join(dir, 'establishments.csv');
    const ids = [siret(A, '0001'), siret(A, '0002'), siret(B, '0001'), siret(C, '0001'), siret(D, '0001'), siret(D, '0002')];
    await writeFile(file, csv(SIRENE_ESTABLISHMENT_COLUMNS, ids.map(establishment)));
    const report = await importSireneEstablishments(db.pool, file, { batchRows: 2 });
    expect(report.toJSON()).toMatchObject({ read: 6, inserted: 3, rejected: 3, rejectedByReason: { 'unknown-company': 3 } });
    expect(report.rejections).toEqual([
      { line: 4, reason: 'unknown-company', detail: `siren=${B}` },
      { line: 6, reason: 'unknown-company', detail: `siren=${D}` },
      { line: 7, reason: 'unknown-company', detail: `siren=${D}` },
    ]);
    const { rows } = await db.pool.query<{ siret: string }>('SELECT siret FROM establishments ORDER BY siret');
    expect(rows.map((r) => r.siret)).toEqual([ids[0], ids[1], ids[3]]);
    expect(await schemaState(db.pool, TABLES_LOADED)).toEqual(wholeSchema);
  });
});
