import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IsolatedDatabase, createIsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { importSireneEstablishments } from '../../src/sirene/import-sirene-establishments';
import { importSireneUnits } from '../../src/sirene/import-sirene-units';
import { sireneFixture } from './sirene-test-files';

const UNITS = sireneFixture('StockUniteLegale_current.csv');
const ESTABLISHMENTS = sireneFixture('StockEtablissement_current.csv');

async function establishment(db: IsolatedDatabase, siret: string): Promise<Record<string, unknown>> {
  const { rows } = await db.pool.query(
    `SELECT *, to_char(last_processed_at, 'YYYY-MM-DD"T"HH24:MI:SS.US') AS processed FROM establishments WHERE siret = $1`,
    [siret],
  );
  if (!rows[0]) throw new Error(`no establishment ${siret}`);
  return rows[0] as Record<string, unknown>;
}

describe('importSireneEstablishments, current layout', () => {
  let db: IsolatedDatabase;
  beforeAll(async () => {
    db = await createIsolatedDatabase();
    await importSireneUnits(db.pool, UNITS, {});
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('imports the file, rejecting a wrong check digit, an unknown company and an impossible date with their lines', async () => {
    const report = await importSireneEstablishments(db.pool, ESTABLISHMENTS, {});
    expect(report.toJSON()).toMatchObject({ read: 10, inserted: 7, updated: 0, unchanged: 0, rejected: 3 });
    expect([...report.rejections].sort((a, b) => a.line - b.line)).toEqual([
      { line: 9, reason: 'invalid-check-digit', detail: 'siret=81234567600012' },
      { line: 10, reason: 'unknown-company', detail: 'siren=812345726' },
      { line: 11, reason: 'invalid-date', detail: 'dateCreationEtablissement=2019-02-30' },
    ]);
    const { rows } = await db.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM companies WHERE siren = '812345726'`);
    expect(rows[0]?.n).toBe(0);
  });

  it('maps a head office: address as INSEE writes it, signs, usual name, department of a Paris arrondissement', async () => {
    expect(await establishment(db, '81234567600017')).toMatchObject({
      siren: '812345676',
      nic: '00017',
      diffusion_status: 'O',
      is_head_office: true,
      creation_date: '2016-04-12',
      closure_date: null,
      administrative_status: 'A',
      headcount_band: '11',
      headcount_year: 2022,
      naf_code: '62.01Z',
      naf_nomenclature: 'NAFRev2',
      naf25_code: '62.10Y',
      usual_name: 'A3R PARIS',
      signs: ['A3R STUDIO', 'LE LAB'],
      street_number: '12',
      street_number_suffix: 'B',
      street_type: 'RUE',
      street_name: 'DU FAUBOURG SAINT-HONORE',
      postcode: '75008',
      city: 'PARIS 8',
      commune_code: '75108',
      department_code: '75',
      employer: true,
      processed: '2024-03-01T10:15:00.000000',
    });
  });

  it('derives Corsican, overseas and mainland departments, and none abroad', async () => {
    expect(await establishment(db, '81234567600025')).toMatchObject({
      department_code: '2A',
      is_head_office: false,
      address_complement: 'IMMEUBLE LE LAZARET',
      street_type: 'AV',
      signs: null,
    });
    expect(await establishment(db, '81234569200014')).toMatchObject({
      department_code: '974',
      special_distribution: 'BP 12',
      cedex_code: '97489',
      cedex_label: 'SAINT-DENIS CEDEX',
    });
    expect(await establishment(db, '81234571800025')).toMatchObject({
      department_code: null,
      commune_code: null,
      foreign_city: 'MADRID',
      country_code: '99134',
      country_label: 'ESPAGNE',
      signs: ['JARDINS', 'HUERTOS', 'GARDENS'],
      employer: null,
    });
  });

  it('dates the closure of a closed establishment', async () => {
    expect(await establishment(db, '81234568400029')).toMatchObject({ administrative_status: 'F', closure_date: '2021-06-30', department_code: '13' });
  });

  it('stores a non-diffusible establishment with its [ND] values as NULL', async () => {
    expect(await establishment(db, '81234570000015')).toMatchObject({
      diffusion_status: 'P',
      street_number: null,
      street_type: null,
      street_name: null,
      commune_code: '35238',
      department_code: '35',
    });
  });

  it("accepts La Poste's SIRETs, whose key follows INSEE's digit-sum rule", async () => {
    expect(await establishment(db, '35600000000015')).toMatchObject({ usual_name: 'BUREAU DE POSTE', department_code: '01' });
  });

  it('changes nothing when the same file is imported again, in small batches', async () => {
    const report = await importSireneEstablishments(db.pool, ESTABLISHMENTS, { batchRows: 3 });
    expect(report.toJSON()).toMatchObject({ read: 10, inserted: 0, updated: 0, unchanged: 7, rejected: 3 });
    expect(report.rejectedByReason.get('unknown-company')).toBe(1);
  });
});

describe('importSireneEstablishments, 2019 layout', () => {
  let db: IsolatedDatabase;
  beforeAll(async () => {
    db = await createIsolatedDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('rejects every establishment whose company was not imported first', async () => {
    const report = await importSireneEstablishments(db.pool, sireneFixture('StockEtablissement_2019.csv'), {});
    expect(report.toJSON()).toMatchObject({ read: 2, inserted: 0, rejected: 2, rejectedByReason: { 'unknown-company': 2 } });
  });

  it('reads the 48-column lowercase layout once the units are there', async () => {
    await importSireneUnits(db.pool, sireneFixture('StockUniteLegale_2019.csv'), {});
    const report = await importSireneEstablishments(db.pool, sireneFixture('StockEtablissement_2019.csv'), {});
    expect(report.toJSON()).toMatchObject({ read: 2, inserted: 2, rejected: 0 });
    expect(await establishment(db, '81234573400014')).toMatchObject({
      street_type: 'BD',
      department_code: '59',
      naf_code: '74.1A',
      naf_nomenclature: 'NAFRev1',
      naf25_code: null,
      is_head_office: true,
    });
    expect(await establishment(db, '81234575900011')).toMatchObject({ department_code: '2B', administrative_status: 'F', closure_date: '1988-03-31' });
  });
});
