import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { importRne } from '../../src/rne/import-rne';
import type { RneImportReport } from '../../src/rne/rne-import-report';

const FIXTURES = fileURLToPath(new URL('../fixtures/rne/', import.meta.url));
const fixture = (name: string) => join(FIXTURES, name);

const SAS = '901122333';
const SOLE_TRADER = '901122341';
const ASSOCIATION = '901122358';
const SCI = '901122366';
const NON_DIFFUSIBLE = '901122374';

async function run(db: IsolatedDatabase, path: string, sizes?: { companies: number; mandates: number }): Promise<RneImportReport> {
  return (await importRne(db.pool, path, {}, sizes)) as RneImportReport;
}

interface MandateRow {
  identity_key: string;
  role_code: string | null;
  role_label: string | null;
  start_date: string | null;
  end_date: string | null;
  is_current: boolean;
}

async function mandatesOf(db: IsolatedDatabase, siren: string): Promise<MandateRow[]> {
  const { rows } = await db.pool.query<MandateRow>(
    `SELECT p.identity_key, m.role_code, m.role_label, m.start_date::text, m.end_date::text, m.is_current
     FROM mandates m JOIN persons p ON p.id = m.person_id WHERE m.siren = $1 ORDER BY m.role_code, p.identity_key`,
    [siren],
  );
  return rows;
}

/** Every row of the written tables, to prove that a re-import changed nothing. */
async function snapshot(db: IsolatedDatabase): Promise<string> {
  const tables = await Promise.all(
    ['SELECT * FROM companies ORDER BY siren', 'SELECT * FROM persons ORDER BY id', 'SELECT * FROM mandates ORDER BY id'].map(
      async (sql) => (await db.pool.query(sql)).rows,
    ),
  );
  return JSON.stringify(tables);
}

describe('importRne on the invented fixtures', () => {
  let db: IsolatedDatabase;

  beforeAll(async () => {
    db = await createIsolatedDatabase();
    // Sirene came first for the SCI: its identity must survive the RNE import.
    await db.pool.query(
      `INSERT INTO companies (siren, denomination, legal_category_code, creation_date, naf_code)
       VALUES ($1, 'SCI DES TILLEULS (SIRENE)', '6540', '2018-07-01', '68.20B')`,
      [SCI],
    );
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('imports a legal person, a sole trader, an association, an SCI and a non-diffusible unit', async () => {
    const report = await run(db, fixture('companies.jsonl'));
    expect(report.toJSON()).toMatchObject({ read: 5, inserted: 4, updated: 1, unchanged: 0, rejected: 0 });
    expect(report.persons).toEqual({ inserted: 10, updated: 0 });
    expect(report.mandates).toEqual({ inserted: 11, updated: 0, ended: 0 });
  });

  it('fills the RNE fields and writes minimal rows for companies Sirene does not have', async () => {
    const { rows } = await db.pool.query(
      `SELECT siren, denomination, last_name, first_names, legal_category_code, naf_code, creation_date::text, diffusion_status,
              share_capital_cents::float8 AS share_capital_cents, capital_currency, corporate_purpose, rcs_registration_date::text
       FROM companies ORDER BY siren`,
    );
    expect(rows).toEqual([
      {
        siren: SAS,
        denomination: 'ATELIER NUAGE',
        last_name: null,
        first_names: null,
        legal_category_code: '5710',
        naf_code: '62.01Z',
        creation_date: '2019-03-12',
        diffusion_status: 'O',
        share_capital_cents: 1500050,
        capital_currency: 'EUR',
        corporate_purpose: 'Conception et édition de logiciels imaginaires, conseil en nuages numériques',
        rcs_registration_date: '2019-03-12',
      },
      expect.objectContaining({ siren: SOLE_TRADER, denomination: null, last_name: 'DELAUNAY', first_names: 'MARC', legal_category_code: '1000', naf_code: '43.32A' }),
      expect.objectContaining({ siren: ASSOCIATION, legal_category_code: '9220', share_capital_cents: null }),
      // Sirene's identity kept, the RNE's own fields added.
      expect.objectContaining({
        siren: SCI,
        denomination: 'SCI DES TILLEULS (SIRENE)',
        creation_date: '2018-07-01',
        share_capital_cents: 100000,
        corporate_purpose: 'Acquisition et gestion de biens immobiliers inventés',
        rcs_registration_date: '2018-07-23',
      }),
      expect.objectContaining({ siren: NON_DIFFUSIBLE, diffusion_status: 'P', last_name: null, first_names: null }),
    ]);
  });

  it('makes directors persons with labelled mandates, legal entities keyed by SIREN', async () => {
    expect(await mandatesOf(db, SAS)).toEqual([
      { identity_key: 'natural:roussel|jean pierre|1975-03', role_code: '53', role_label: 'Directeur Général', start_date: '2021-09-01', end_date: null, is_current: true },
      { identity_key: 'legal:901122382', role_code: '70', role_label: 'Directeur général délégué', start_date: null, end_date: null, is_current: true },
      { identity_key: 'legal:901122390', role_code: '71', role_label: 'Commissaire aux comptes titulaire', start_date: null, end_date: null, is_current: true },
      { identity_key: 'natural:marchand|elodie anne|1980-06', role_code: '73', role_label: 'Président de SAS', start_date: null, end_date: null, is_current: true },
      // An unknown role code is kept as is, without a label.
      { identity_key: 'natural:ferrand|lucie|1992-12', role_code: '999', role_label: null, start_date: null, end_date: null, is_current: true },
    ]);
    const { rows: legal } = await db.pool.query(`SELECT kind, legal_siren, denomination, first_names FROM persons WHERE identity_key = 'legal:901122390'`);
    expect(legal).toEqual([{ kind: 'legal', legal_siren: '901122390', denomination: 'CABINET AUDIT LUMIÈRE', first_names: null }]);
    expect(await mandatesOf(db, SOLE_TRADER)).toEqual([
      { identity_key: 'natural:delaunay|marc|1990-11', role_code: '101', role_label: 'Entrepreneur', start_date: '2021-04-06', end_date: null, is_current: true },
    ]);
    expect((await mandatesOf(db, ASSOCIATION)).map((m) => [m.role_code, m.role_label])).toEqual([
      ['110', 'Vice-Président'],
      ['205', 'Président'],
    ]);
  });

  it('makes one person of the same director in two companies', async () => {
    const { rows } = await db.pool.query(
      `SELECT p.last_name, p.first_names, p.birth_year, p.birth_month, array_agg(m.siren || ':' || m.role_code ORDER BY m.siren) AS mandates
       FROM persons p JOIN mandates m ON m.person_id = p.id WHERE p.last_name = 'MARCHAND' GROUP BY p.id`,
    );
    expect(rows).toEqual([{ last_name: 'MARCHAND', first_names: 'ÉLODIE ANNE', birth_year: 1980, birth_month: 6, mandates: [`${SAS}:73`, `${SCI}:30`] }]);
    // The SCI's partner is the SAS itself, as a legal person.
    expect((await mandatesOf(db, SCI)).map((m) => m.identity_key)).toEqual(['natural:marchand|elodie anne|1980-06', `legal:${SAS}`]);
  });

  it('stores a full birth date as month and year only', async () => {
    const { rows } = await db.pool.query(`SELECT to_jsonb(p) - 'updated_at' AS person FROM persons p WHERE last_name = 'ROUSSEL'`);
    expect(rows).toHaveLength(1);
    const person = rows[0].person as Record<string, unknown>;
    expect(person).toMatchObject({ birth_year: 1975, birth_month: 3 });
    expect(JSON.stringify(person)).not.toMatch(/14/);
  });

  it('marks the persons of a non-diffusible unit non-diffusible', async () => {
    const { rows } = await db.pool.query(
      `SELECT p.diffusible FROM persons p JOIN mandates m ON m.person_id = p.id WHERE m.siren = $1`,
      [NON_DIFFUSIBLE],
    );
    expect(rows).toEqual([{ diffusible: false }]);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await snapshot(db);
    const report = await run(db, fixture('companies.jsonl'));
    expect(report.toJSON()).toMatchObject({ read: 5, inserted: 0, updated: 0, unchanged: 5, rejected: 0 });
    expect(report.persons).toEqual({ inserted: 0, updated: 0 });
    expect(report.mandates).toEqual({ inserted: 0, updated: 0, ended: 0 });
    expect(await snapshot(db)).toBe(before);
  });

  it('lets a newer record end the mandates it no longer lists', async () => {
    const report = await run(db, fixture('companies-newer.jsonl'));
    expect(report.toJSON()).toMatchObject({ read: 1, inserted: 0, updated: 1, unchanged: 0 });
    expect(report.mandates).toEqual({ inserted: 0, updated: 0, ended: 1 });
    const mandates = await mandatesOf(db, SAS);
    expect(mandates.find((m) => m.role_code === '53')).toMatchObject({ is_current: false, start_date: '2021-09-01', end_date: '2025-03-01' });
    expect(mandates.filter((m) => m.is_current)).toHaveLength(4);
    const { rows } = await db.pool.query('SELECT share_capital_cents::float8 AS share_capital_cents FROM companies WHERE siren = $1', [SAS]);
    expect(rows).toEqual([{ share_capital_cents: 2000000 }]);
    // The ended mandate is not duplicated nor revived by importing the newer record again.
    const before = await snapshot(db);
    const again = await run(db, fixture('companies-newer.jsonl'));
    expect(again.toJSON()).toMatchObject({ inserted: 0, updated: 0, unchanged: 1 });
    expect(await snapshot(db)).toBe(before);
  });
});

describe('importRne inputs and rejects', () => {
  let db: IsolatedDatabase;
  let dir: string;

  beforeAll(async () => {
    db = await createIsolatedDatabase();
    dir = await mkdtemp(join(tmpdir(), 'rne-dir-'));
  });
  afterAll(async () => {
    await db?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('rejects bad lines with their number and reason and imports the rest', async () => {
    const report = await run(db, fixture('rejects.jsonl'));
    expect(report.toJSON()).toMatchObject({
      read: 4,
      inserted: 1,
      rejected: 3,
      rejectedByReason: { 'invalid-json': 1, 'invalid-siren': 1, 'missing-siren': 1 },
    });
    expect(report.rejections.map((r) => [r.line, r.reason])).toEqual([
      [2, 'invalid-json'],
      [3, 'invalid-siren'],
      [5, 'missing-siren'],
    ]);
  });

  it('reads the API-responses wrapper and rejects its error entries', async () => {
    const report = await run(db, fixture('api-responses.json'));
    expect(report.toJSON()).toMatchObject({ read: 2, inserted: 1, rejected: 1, rejectedByReason: { 'api-error': 1 } });
    expect(report.rejections[0]).toEqual({ line: 2, reason: 'api-error', detail: '901122408: API error: 404 Not Found' });
  });

  it('reads the wrapper written on one JSON line, its entries numbered', async () => {
    // In a folder of its own: the directory test reads every file of `dir` (not its folders).
    await mkdir(join(dir, 'one-line'), { recursive: true });
    const path = join(dir, 'one-line', 'wrapper.jsonl');
    await writeFile(path, `${JSON.stringify(JSON.parse(await readFile(fixture('api-responses.json'), 'utf8')))}\n`);
    const report = await run(db, path);
    expect(report.toJSON()).toMatchObject({ read: 2, inserted: 0, unchanged: 1, rejected: 1, rejectedByReason: { 'api-error': 1 } });
    expect(report.rejections[0]).toEqual({ line: 2, reason: 'api-error', detail: '901122408: API error: 404 Not Found' });
  });

  it('streams a JSON array and reads a single object', async () => {
    expect((await run(db, fixture('companies-array.json'))).toJSON()).toMatchObject({ read: 2, inserted: 2, rejected: 0 });
    expect((await run(db, fixture('single-company.json'))).toJSON()).toMatchObject({ read: 1, inserted: 0, unchanged: 1 });
  });

  it('reads every file of a directory', async () => {
    await copyFile(fixture('companies.jsonl'), join(dir, 'a.jsonl'));
    await copyFile(fixture('companies-array.json'), join(dir, 'b.json'));
    await writeFile(join(dir, 'c.jsonl.gz'), gzipSync(await readFile(fixture('companies-newer.jsonl'))));
    await copyFile(fixture('rejects.jsonl'), join(dir, 'notes.txt'));
    const report = await run(db, dir);
    // 5 + 2 + 1 records, the SAS three times (the newer one, last, ends a mandate); the non-diffusible unit is new.
    expect(report.toJSON()).toMatchObject({ read: 8, inserted: 1, updated: 1, unchanged: 6, rejected: 0 });
    expect(report.mandates).toMatchObject({ ended: 1 });
    const { rows } = await db.pool.query('SELECT count(*)::int AS n FROM companies');
    expect(rows).toEqual([{ n: 5 }]);
  });

  it('applies records in file order, whatever the batch boundaries', async () => {
    const ordered = await mkdtemp(join(tmpdir(), 'rne-order-'));
    try {
      await copyFile(fixture('companies.jsonl'), join(ordered, '1-companies.jsonl'));
      await copyFile(fixture('companies-newer.jsonl'), join(ordered, '2-newer.jsonl'));
      const other = await createIsolatedDatabase();
      try {
        // Batches of two companies: the SAS is written, then its newer record ends a mandate.
        const small = await run(other, ordered, { companies: 2, mandates: 100 });
        expect(small.toJSON()).toMatchObject({ read: 6, inserted: 5, rejected: 0 });
        expect(small.mandates).toEqual({ inserted: 11, updated: 0, ended: 1 });
        const roussel = (await mandatesOf(other, SAS)).find((m) => m.role_code === '53');
        expect(roussel).toMatchObject({ is_current: false, end_date: '2025-03-01' });
        // One batch: the newer record replaces the older one before anything is written; same state.
        const before = await snapshot(other);
        const whole = await run(other, ordered);
        expect(whole.toJSON()).toMatchObject({ read: 6, inserted: 0, updated: 0, unchanged: 6 });
        expect(await snapshot(other)).toBe(before);
      } finally {
        await other.drop();
      }
    } finally {
      await rm(ordered, { recursive: true, force: true });
    }
  });
});
