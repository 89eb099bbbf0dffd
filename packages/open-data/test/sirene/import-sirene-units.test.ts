import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IsolatedDatabase, createIsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { importSireneUnits } from '../../src/sirene/import-sirene-units';
import { SIRENE_UNIT_COLUMNS } from '../../src/sirene/sirene-columns';
import { REAL_2019_UNITS, scratchDir, sireneFixture, zipFile } from './sirene-test-files';

const CURRENT = sireneFixture('StockUniteLegale_current.csv');
const NEWER = sireneFixture('StockUniteLegale_current_newer.csv');
const LAYOUT_2019 = sireneFixture('StockUniteLegale_2019.csv');

const ATELIER = '812345676';
const VIEUX_PORT = '812345684';
const LEFEBVRE = '812345692';
const HIDDEN = '812345700';
const ASSOCIATION = '812345718';

async function company(db: IsolatedDatabase, siren: string): Promise<Record<string, unknown>> {
  const { rows } = await db.pool.query(
    `SELECT *, to_char(last_processed_at, 'YYYY-MM-DD"T"HH24:MI:SS.US') AS processed FROM companies WHERE siren = $1`,
    [siren],
  );
  if (!rows[0]) throw new Error(`no company ${siren}`);
  return rows[0] as Record<string, unknown>;
}

function csvLine(values: Record<string, string>): string {
  return SIRENE_UNIT_COLUMNS.map((c) => values[c] ?? '').join(',');
}

describe('importSireneUnits, current layout', () => {
  let db: IsolatedDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await createIsolatedDatabase();
    dir = await scratchDir();
  });
  afterAll(async () => {
    await db?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('imports a file with a BOM, CRLF line ends and trailing spaces in the header, rejecting bad rows by line', async () => {
    const report = await importSireneUnits(db.pool, CURRENT, {});
    expect(report.toJSON()).toMatchObject({ read: 8, inserted: 6, updated: 0, unchanged: 0, rejected: 2 });
    // Line 3 holds a quoted line break: the rows after it are on the next physical lines.
    expect(report.rejections).toEqual([
      { line: 7, reason: 'missing-field:siren' },
      { line: 8, reason: 'invalid-check-digit', detail: 'siren=812345677' },
    ]);
    expect(report.summary()).toContain('rejected 1 × invalid-check-digit (lines 8)');
  });

  it('maps the fields of a legal person', async () => {
    expect(await company(db, ATELIER)).toMatchObject({
      diffusion_status: 'O',
      purged: false,
      denomination: 'ATELIER DES TROIS RIVIERES',
      sigle: 'A3R',
      usual_names: ['A3R STUDIO', 'TROIS RIVIERES CONSEIL'],
      legal_category_code: '5710',
      naf_code: '62.01Z',
      naf_nomenclature: 'NAFRev2',
      naf25_code: '62.10Y',
      administrative_status: 'A',
      creation_date: '2016-04-12',
      closure_date: null,
      head_office_nic: '00017',
      headcount_band: '11',
      headcount_year: 2022,
      company_category: 'PME',
      category_year: 2022,
      ess: false,
      mission_company: true,
      employer: true,
      // 10:15 in Paris in March (UTC+1)
      processed: '2024-03-01T10:15:00.000000',
    });
  });

  it('keeps quotes, commas and line breaks of quoted fields, and dates the closure of a closed unit', async () => {
    expect(await company(db, VIEUX_PORT)).toMatchObject({
      denomination: 'SARL "LE VIEUX PORT", LOGISTIQUE',
      usual_names: ['VIEUX PORT\nLOGISTIQUE'],
      administrative_status: 'C',
      closure_date: '2021-06-30',
      employer: false,
    });
  });

  it('maps a natural person, usual first name first', async () => {
    expect(await company(db, LEFEBVRE)).toMatchObject({
      last_name: 'LEFEBVRE',
      usage_name: 'MARTIN',
      first_names: 'MARIE ANNE',
      gender: 'F',
      denomination: null,
      naf25_code: '96.21Y',
      closure_date: null,
    });
  });

  it('stores a non-diffusible unit with its [ND] values as NULL', async () => {
    expect(await company(db, HIDDEN)).toMatchObject({
      diffusion_status: 'P',
      last_name: null,
      first_names: null,
      gender: null,
      naf_code: '62.02A',
    });
  });

  it('reads the association number and the ESS flag', async () => {
    expect(await company(db, ASSOCIATION)).toMatchObject({ rna_id: 'W751234567', ess: true, legal_category_code: '9220' });
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await company(db, ATELIER);
    const report = await importSireneUnits(db.pool, CURRENT, {});
    expect(report.toJSON()).toMatchObject({ read: 8, inserted: 0, updated: 0, unchanged: 6, rejected: 2 });
    expect((await company(db, ATELIER)).updated_at).toEqual(before.updated_at);
  });

  it('updates the changed row from a newer file, in small batches too', async () => {
    const report = await importSireneUnits(db.pool, NEWER, { batchRows: 2 });
    expect(report.toJSON()).toMatchObject({ inserted: 0, updated: 1, unchanged: 5, rejected: 2 });
    expect(await company(db, ATELIER)).toMatchObject({
      denomination: 'ATELIER DES TROIS RIVIERES ET ASSOCIES',
      processed: '2025-01-15T16:45:00.000000',
    });
  });

  it('does not let an older file undo a newer one', async () => {
    const report = await importSireneUnits(db.pool, CURRENT, {});
    expect(report.toJSON()).toMatchObject({ inserted: 0, updated: 0, unchanged: 6 });
    expect((await company(db, ATELIER)).denomination).toBe('ATELIER DES TROIS RIVIERES ET ASSOCIES');
  });

  it('keeps what the register has for a purged unit whose fields INSEE blanked', async () => {
    const file = join(dir, 'purged.csv');
    const purged = { siren: ATELIER, statutDiffusionUniteLegale: 'O', unitePurgeeUniteLegale: 'true', etatAdministratifUniteLegale: 'C', dateDebut: '2025-02-01' };
    await writeFile(file, `${SIRENE_UNIT_COLUMNS.join(',')}\n${csvLine(purged)}\n`);
    const report = await importSireneUnits(db.pool, file, {});
    expect(report.toJSON()).toMatchObject({ read: 1, updated: 1 });
    expect(await company(db, ATELIER)).toMatchObject({
      purged: true,
      administrative_status: 'C',
      closure_date: '2025-02-01',
      denomination: 'ATELIER DES TROIS RIVIERES ET ASSOCIES',
      naf_code: '62.01Z',
      usual_names: ['A3R STUDIO', 'TROIS RIVIERES CONSEIL'],
    });
  });

  it('refuses a file that lacks a mandatory column', async () => {
    const file = join(dir, 'not-sirene.csv');
    await writeFile(file, 'siren,denomination\n812345676,X\n');
    await expect(importSireneUnits(db.pool, file, {})).rejects.toThrow(/statutDiffusionUniteLegale/);
  });
});

describe('importSireneUnits, 2019 layout, packaging and duplicates', () => {
  let db: IsolatedDatabase;
  let dir: string;
  beforeAll(async () => {
    db = await createIsolatedDatabase();
    dir = await scratchDir();
  });
  afterAll(async () => {
    await db?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('reads the 2019 lowercase layout, rejects 2014-12-35, keeps old nomenclatures and purged units', async () => {
    const report = await importSireneUnits(db.pool, LAYOUT_2019, {});
    expect(report.toJSON()).toMatchObject({ read: 3, inserted: 2, rejected: 1, rejectedByReason: { 'invalid-date': 1 } });
    expect(report.rejections).toEqual([{ line: 3, reason: 'invalid-date', detail: 'dateDebut=2014-12-35' }]);
    expect(await company(db, '812345734')).toMatchObject({ naf_code: '74.1A', naf_nomenclature: 'NAFRev1', naf25_code: null, mission_company: null, first_names: 'PAUL' });
    expect(await company(db, '812345759')).toMatchObject({
      purged: true,
      diffusion_status: 'N',
      naf_code: '22.02',
      naf_nomenclature: 'NAP',
      administrative_status: 'C',
      closure_date: '1988-03-31',
      last_processed_at: null,
    });
  });

  it('reads the CSV inside a zip archive and a gzipped file', async () => {
    const zip = await zipFile(CURRENT, 'StockUniteLegale_utf8.csv', join(dir, 'StockUniteLegale_utf8.zip'));
    const fromZip = await importSireneUnits(db.pool, zip, {});
    expect(fromZip.toJSON()).toMatchObject({ read: 8, inserted: 6, updated: 0, rejected: 2 });
    expect(fromZip.rejections.map((r) => r.line)).toEqual([7, 8]);
    const gz = join(dir, 'StockUniteLegale_utf8.csv.gz');
    await writeFile(gz, gzipSync(await readFile(CURRENT)));
    expect((await importSireneUnits(db.pool, gz, {})).toJSON()).toMatchObject({ read: 8, inserted: 0, updated: 0, unchanged: 6 });
  });

  it('lets the later of two rows of the same unit win', async () => {
    const file = join(dir, 'twice.csv');
    const row = { siren: '812345726', statutDiffusionUniteLegale: 'O', etatAdministratifUniteLegale: 'A', dateDernierTraitementUniteLegale: '2024-05-01T12:00:00' };
    await writeFile(file, [SIRENE_UNIT_COLUMNS.join(','), csvLine({ ...row, denominationUniteLegale: 'PREMIER' }), csvLine({ ...row, denominationUniteLegale: 'SECOND' })].join('\n'));
    const report = await importSireneUnits(db.pool, file, {});
    expect(report.toJSON()).toMatchObject({ read: 2, inserted: 1, updated: 1, rejected: 0 });
    expect((await company(db, '812345726')).denomination).toBe('SECOND');
  });

  it('stores dates, timestamps, numbers and arrays as PostgreSQL reads them from text, on both parsing paths', async () => {
    const file = join(dir, 'value-types.csv');
    const values = {
      statutDiffusionUniteLegale: 'O',
      etatAdministratifUniteLegale: 'C',
      dateCreationUniteLegale: '1899-12-31',
      dateDebut: '2000-02-29',
      anneeEffectifsUniteLegale: '2021',
      denominationUsuelle1UniteLegale: 'LE PIN',
      denominationUsuelle3UniteLegale: 'LA DUNE',
    };
    // The first row is read in place (byte path); the quoted one is decoded (string path).
    await writeFile(
      file,
      [
        SIRENE_UNIT_COLUMNS.join(','),
        csvLine({ ...values, siren: '812345908', dateDernierTraitementUniteLegale: '2024-05-01T12:00:00.25' }),
        csvLine({ ...values, siren: '812345916', dateDernierTraitementUniteLegale: '1998-10-25', denominationUniteLegale: '"LE ""QUAI"", NORD"' }),
      ].join('\n'),
    );
    expect((await importSireneUnits(db.pool, file, {})).toJSON()).toMatchObject({ read: 2, inserted: 2, rejected: 0 });
    const { rows } = await db.pool.query(
      `SELECT siren, denomination, headcount_year, usual_names, creation_date = '1899-12-31'::date AS creation, closure_date = '2000-02-29'::date AS closure,
              last_processed_at = CASE siren WHEN '812345908' THEN '2024-05-01T12:00:00.25'::timestamp ELSE '1998-10-25'::timestamp END AS processed
         FROM companies WHERE siren IN ('812345908', '812345916') ORDER BY siren`,
    );
    const expected = { headcount_year: 2021, usual_names: ['LE PIN', 'LA DUNE'], creation: true, closure: true, processed: true };
    expect(rows).toEqual([
      { siren: '812345908', denomination: null, ...expected },
      { siren: '812345916', denomination: 'LE "QUAI", NORD', ...expected },
    ]);
  });

  it('rejects impossible values without stopping', async () => {
    const file = join(dir, 'bad-values.csv');
    const ok = { siren: '812345742', statutDiffusionUniteLegale: 'O', etatAdministratifUniteLegale: 'A' };
    await writeFile(
      file,
      [
        SIRENE_UNIT_COLUMNS.join(','),
        csvLine({ ...ok, statutDiffusionUniteLegale: 'X' }),
        csvLine({ ...ok, caractereEmployeurUniteLegale: 'peut-être' }),
        csvLine({ ...ok, dateCreationUniteLegale: '2023-02-29' }),
        csvLine({ ...ok, etatAdministratifUniteLegale: '' }),
        'too,few,fields',
        csvLine(ok),
      ].join('\n'),
    );
    const report = await importSireneUnits(db.pool, file, {});
    expect(report.toJSON()).toMatchObject({ read: 6, inserted: 1, rejected: 5 });
    expect(report.rejections.map((r) => [r.line, r.reason])).toEqual([
      [2, 'invalid-value:statutDiffusionUniteLegale'],
      [3, 'invalid-value:caractereEmployeurUniteLegale'],
      [4, 'invalid-date'],
      [5, 'missing-field:etatAdministratifUniteLegale'],
      [6, 'column-count'],
    ]);
  });

  it('imports the real 2019 sample', async () => {
    const report = await importSireneUnits(db.pool, REAL_2019_UNITS, {});
    expect(report.toJSON()).toMatchObject({ read: 4, inserted: 3, rejected: 1 });
    expect(report.rejections).toEqual([{ line: 3, reason: 'invalid-date', detail: 'dateDebut=2014-12-35' }]);
    expect(await company(db, '000325175')).toMatchObject({ last_name: 'JANOYER', naf_code: '32.12Z', company_category: 'PME', head_office_nic: '00065' });
    expect(await company(db, '005410220')).toMatchObject({ purged: true, naf_code: '22.02', naf_nomenclature: 'NAP', closure_date: '1988-03-31' });
  });
});
