import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, loadNomenclatures } from '../src/index';
import { testDatabaseUrl } from './helpers/database-url';

const pool = createPool(testDatabaseUrl(), { max: 2 });

async function count(sql: string, parameters: unknown[] = []): Promise<number> {
  const result = await pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM (${sql}) AS rows`, parameters);
  return result.rows[0]?.count ?? 0;
}

describe('loadNomenclatures', () => {
  beforeAll(async () => {
    // The global setup loaded them already: this second load must change nothing.
    await loadNomenclatures(pool);
  });

  afterAll(async () => {
    await pool.end();
  });

  it('loads the five NAF rév. 2 levels with their parents', async () => {
    const levels = await pool.query<{ level: number; count: number }>(
      'SELECT level, count(*)::int AS count FROM naf_codes GROUP BY level ORDER BY level',
    );
    expect(levels.rows).toEqual([
      { level: 1, count: 21 },
      { level: 2, count: 88 },
      { level: 3, count: 272 },
      { level: 4, count: 615 },
      { level: 5, count: 732 },
    ]);
    const chain = await pool.query(
      `SELECT code, parent_code FROM naf_codes WHERE code IN ('62.01Z', '62.01', '62.0', '62', 'J') ORDER BY level DESC`,
    );
    expect(chain.rows).toEqual([
      { code: '62.01Z', parent_code: '62.01' },
      { code: '62.01', parent_code: '62.0' },
      { code: '62.0', parent_code: '62' },
      { code: '62', parent_code: 'J' },
      { code: 'J', parent_code: null },
    ]);
    expect(
      await count('SELECT 1 FROM naf_codes c LEFT JOIN naf_codes p ON p.code = c.parent_code WHERE c.level > 1 AND p.code IS NULL'),
    ).toBe(0);
    const bakery = await pool.query("SELECT label FROM naf_codes WHERE code = '10.71C'");
    expect(bakery.rows[0]).toEqual({ label: 'Boulangerie et boulangerie-pâtisserie' });
  });

  it('loads the INSEE legal categories, levels I to III', async () => {
    const sas = await pool.query("SELECT level, label, parent_code FROM legal_categories WHERE code = '5710'");
    expect(sas.rows[0]).toEqual({ level: 3, label: 'SAS, société par actions simplifiée', parent_code: '57' });
    expect(await count("SELECT 1 FROM legal_categories WHERE code IN ('1000', '5499', '6540', '9220')")).toBe(4);
    expect(await count("SELECT 1 FROM legal_categories WHERE code = '5720'")).toBe(0);
    expect(await count('SELECT 1 FROM legal_categories WHERE level = 1')).toBe(9);
  });

  it('loads departments, Corsica and overseas included, with their regions', async () => {
    const codes = await pool.query<{ code: string }>('SELECT code FROM departments');
    const departmentCodes = codes.rows.map((row) => row.code);
    for (const code of ['01', '2A', '2B', '75', '95', '971', '972', '973', '974', '976']) {
      expect(departmentCodes).toContain(code);
    }
    const corsica = await pool.query("SELECT d.name, r.name AS region FROM departments d JOIN regions r ON r.code = d.region_code WHERE d.code = '2A'");
    expect(corsica.rows[0]).toEqual({ name: 'Corse-du-Sud', region: 'Corse' });
  });

  it('loads communes and Paris arrondissements with their postcodes', async () => {
    expect(await count("SELECT 1 FROM communes WHERE kind = 'commune'")).toBeGreaterThan(34_000);
    const paris11 = await pool.query(
      `SELECT c.name, c.kind, c.parent_code, c.department_code, p.postcode
         FROM communes c JOIN commune_postcodes p ON p.commune_code = c.code WHERE c.code = '75111'`,
    );
    expect(paris11.rows).toEqual([
      { name: 'Paris 11e Arrondissement', kind: 'arrondissement', parent_code: '75056', department_code: '75', postcode: '75011' },
    ]);
    expect(await count("SELECT 1 FROM commune_postcodes WHERE commune_code = '2A004' AND postcode = '20000'")).toBe(1);
  });

  it('loads the 16 headcount bands in order', async () => {
    const bands = await pool.query<{ code: string }>('SELECT code FROM headcount_bands ORDER BY sort_order');
    expect(bands.rows.map((row) => row.code)).toEqual([
      'NN', '00', '01', '02', '03', '11', '12', '21', '22', '31', '32', '41', '42', '51', '52', '53',
    ]);
    const band = await pool.query("SELECT label, min_employees, max_employees FROM headcount_bands WHERE code = '12'");
    expect(band.rows[0]).toEqual({ label: '20 à 49 salariés', min_employees: 20, max_employees: 49 });
  });

  it('loads director roles with a leader preference', async () => {
    const preferred = await pool.query<{ code: string }>(
      'SELECT code FROM director_roles WHERE preference IS NOT NULL ORDER BY preference LIMIT 4',
    );
    expect(preferred.rows.map((row) => row.code)).toEqual(['73', '205', '60', '30']);
    expect(await count('SELECT 1 FROM director_roles WHERE preference IS NOT NULL')).toBeGreaterThanOrEqual(20);
  });

  it('loads the collective agreements by IDCC, without the DSN placeholders 9998 and 9999', async () => {
    const { rows } = await pool.query<{ idcc: string; title: string }>(
      "SELECT idcc, title FROM collective_agreements WHERE idcc IN ('1486', '1979', '3248', '0016', '9999') ORDER BY idcc",
    );
    expect(rows.map((row) => row.idcc)).toEqual(['0016', '1486', '1979', '3248']);
    expect(rows.find((row) => row.idcc === '1486')?.title).toMatch(/SYNTEC/);
    expect(await count('SELECT 1 FROM collective_agreements')).toBeGreaterThanOrEqual(250);
  });

  it('skips unchanged groups on a reload', async () => {
    const before = await pool.query('SELECT name, fingerprint, loaded_at FROM reference_data_loads ORDER BY name');
    await loadNomenclatures(pool);
    const after = await pool.query('SELECT name, fingerprint, loaded_at FROM reference_data_loads ORDER BY name');
    expect(after.rows).toEqual(before.rows);
    expect(before.rows.map((row: { name: string }) => row.name)).toEqual([
      'collective-agreements', 'director-roles', 'geography', 'headcount-bands', 'legal-categories', 'naf',
    ]);
  });
});
