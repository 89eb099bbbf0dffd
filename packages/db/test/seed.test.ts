import { isValidSiren, isValidSiret } from '@registre/domain';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, DEMO_COMPANY_SIREN, loadNomenclatures, migrate, seedDemoIfEmpty } from '../src/index';
import { testDatabaseUrl } from './helpers/database-url';
import { createScratchDatabase, type ScratchDatabase } from './helpers/scratch-database';

describe('seedDemoIfEmpty', () => {
  let scratch: ScratchDatabase;
  let pool: pg.Pool;
  let inserted: number;

  beforeAll(async () => {
    scratch = await createScratchDatabase(testDatabaseUrl(), 'registre_seed');
    pool = createPool(scratch.url, { max: 2 });
    await migrate(pool);
    await loadNomenclatures(pool);
    inserted = await seedDemoIfEmpty(pool);
  });

  afterAll(async () => {
    await pool.end();
    await scratch.drop();
  });

  const column = async (sql: string): Promise<unknown[]> => (await pool.query(sql)).rows.map((row) => Object.values(row)[0]);

  it('inserts about forty companies, then nothing the second time', async () => {
    expect(inserted).toBeGreaterThanOrEqual(35);
    expect(await column('SELECT count(*)::int FROM companies')).toEqual([inserted]);
    expect(await seedDemoIfEmpty(pool)).toBe(0);
    expect(await column('SELECT count(*)::int FROM companies')).toEqual([inserted]);
  });

  it('gives every company a valid SIREN and every establishment a valid SIRET of its company', async () => {
    const sirens = (await column('SELECT siren FROM companies')) as string[];
    expect(sirens.filter((siren) => !isValidSiren(siren))).toEqual([]);
    const establishments = (await pool.query<{ siret: string; siren: string; nic: string }>('SELECT siret, siren, nic FROM establishments'))
      .rows;
    expect(establishments.filter((row) => !isValidSiret(row.siret) || row.siret !== row.siren + row.nic)).toEqual([]);
    const perCompany = await column(
      'SELECT count(*)::int FROM companies c JOIN establishments e ON e.siren = c.siren GROUP BY c.siren ORDER BY 1',
    );
    expect(perCompany[0]).toBeGreaterThanOrEqual(1);
    expect(perCompany.at(-1)).toBeLessThanOrEqual(3);
  });

  it('has exactly one head office per company, matching head_office_nic', async () => {
    expect(
      await column(`SELECT count(*)::int FROM companies c
        WHERE (SELECT count(*) FROM establishments e WHERE e.siren = c.siren AND e.is_head_office) <> 1
           OR NOT EXISTS (SELECT 1 FROM establishments e WHERE e.siren = c.siren AND e.is_head_office AND e.nic = c.head_office_nic)`),
    ).toEqual([0]);
  });

  it('uses codes that exist in the nomenclatures', async () => {
    expect(await column('SELECT count(*)::int FROM companies c LEFT JOIN naf_codes n ON n.code = c.naf_code AND n.level = 5 WHERE n.code IS NULL')).toEqual([0]);
    expect(await column('SELECT count(*)::int FROM establishments e LEFT JOIN naf_codes n ON n.code = e.naf_code WHERE n.code IS NULL')).toEqual([0]);
    expect(
      await column('SELECT count(*)::int FROM companies c LEFT JOIN legal_categories l ON l.code = c.legal_category_code WHERE l.code IS NULL'),
    ).toEqual([0]);
    expect(await column('SELECT count(*)::int FROM companies c LEFT JOIN headcount_bands h ON h.code = c.headcount_band WHERE h.code IS NULL')).toEqual([0]);
    expect(await column('SELECT count(*)::int FROM mandates m LEFT JOIN director_roles r ON r.code = m.role_code WHERE r.code IS NULL')).toEqual([0]);
    expect(await column('SELECT count(*)::int FROM mandates m LEFT JOIN companies c ON c.siren = m.siren WHERE c.siren IS NULL')).toEqual([0]);
  });

  it('places establishments at real communes with their real postcodes', async () => {
    expect(
      await column(`SELECT count(*)::int FROM establishments e
        LEFT JOIN commune_postcodes p ON p.commune_code = e.commune_code AND p.postcode = e.postcode
        LEFT JOIN communes c ON c.code = e.commune_code AND c.department_code = e.department_code
        WHERE p.postcode IS NULL OR c.code IS NULL`),
    ).toEqual([0]);
  });

  it('covers the expected mix of companies', async () => {
    const categories = (await column('SELECT DISTINCT legal_category_code FROM companies ORDER BY 1')) as string[];
    expect(categories).toEqual(expect.arrayContaining(['1000', '5499', '5710', '6540', '9220']));
    expect(await column("SELECT count(*)::int FROM companies WHERE administrative_status = 'C' AND closure_date IS NOT NULL")).toEqual([1]);
    expect(await column("SELECT count(*)::int FROM companies WHERE diffusion_status = 'P'")).toEqual([1]);
    expect(await column("SELECT count(*)::int FROM companies WHERE legal_category_code = '1000' AND last_name IS NOT NULL AND denomination IS NULL")).toEqual([4]);
    // One person leads two different companies.
    expect(
      await column('SELECT max(n)::int FROM (SELECT count(DISTINCT siren) AS n FROM mandates WHERE is_current GROUP BY person_id) AS t'),
    ).toEqual([2]);
    expect(await column('SELECT count(DISTINCT siren)::int FROM financial_statements')).not.toEqual([0]);
    expect(await column('SELECT count(*)::int FROM persons WHERE birth_month NOT BETWEEN 1 AND 12')).toEqual([0]);
  });

  it('contains BOULANGERIE DU CANAL at 12 RUE DE LA ROQUETTE, 75011 PARIS', async () => {
    const result = await pool.query(
      `SELECT c.denomination, c.legal_category_code, c.naf_code, c.creation_date, c.administrative_status,
              e.street_number, e.street_type, e.street_name, e.postcode, e.city, e.commune_code, e.department_code
         FROM companies c JOIN establishments e ON e.siren = c.siren AND e.is_head_office
        WHERE c.siren = $1`,
      [DEMO_COMPANY_SIREN],
    );
    expect(result.rows).toEqual([
      {
        denomination: 'BOULANGERIE DU CANAL',
        legal_category_code: '5710',
        naf_code: '10.71C',
        creation_date: '2015-03-12',
        administrative_status: 'A',
        street_number: '12',
        street_type: 'RUE',
        street_name: 'DE LA ROQUETTE',
        postcode: '75011',
        city: 'PARIS',
        commune_code: '75111',
        department_code: '75',
      },
    ]);
  });

  it('makes the name searchable without accents', async () => {
    const result = await pool.query<{ denomination: string }>(
      "SELECT denomination FROM companies WHERE search_name LIKE '%' || lower(public.immutable_unaccent($1)) || '%'",
      ['électricité du'],
    );
    expect(result.rows.map((row) => row.denomination)).toEqual(['ÉLECTRICITÉ DU MOULIN']);
  });
});

describe('shared test database', () => {
  it('holds the demo company', async () => {
    const pool = createPool(testDatabaseUrl(), { max: 1 });
    try {
      const result = await pool.query('SELECT denomination FROM companies WHERE siren = $1', [DEMO_COMPANY_SIREN]);
      expect(result.rows).toEqual([{ denomination: 'BOULANGERIE DU CANAL' }]);
    } finally {
      await pool.end();
    }
  });
});
