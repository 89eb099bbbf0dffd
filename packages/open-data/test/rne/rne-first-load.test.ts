import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidSiren } from '@registre/domain';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { GENERATED_FILE_NAMES, generateRegister } from '../../src/generate';
import { importRne, type RneBatchSizes, type RneImportOptions } from '../../src/rne/import-rne';
import type { RneImportReport } from '../../src/rne/rne-import-report';
import { schemaState } from '../../../../test/helpers/schema-state';

/** The valid SIREN that begins with these 8 digits. */
function siren(stem: string): string {
  for (let digit = 0; digit <= 9; digit++) if (isValidSiren(`${stem}${digit}`)) return `${stem}${digit}`;
  throw new Error('unreachable');
}

const [X, Y, Z] = [siren('90200001'), siren('90200002'), siren('90200003')];

interface Director {
  nom: string;
  prenoms: string[];
  dateDeNaissance?: string;
  nationalite?: string;
  nomUsage?: string;
  role: string;
}

/** A minimal RNE company record (legal person) with its directors. */
function record(id: string, diffusion: 'O' | 'P', directors: Director[], capital = 1000): string {
  return JSON.stringify({
    siren: id,
    formality: {
      siren: id,
      diffusionINSEE: diffusion,
      content: {
        personneMorale: {
          identite: { entreprise: { denomination: `SOCIETE ${id}` }, description: { montantCapital: capital } },
          composition: {
            pouvoirs: directors.map(({ role, ...person }) => ({ roleEntreprise: role, typeDePersonne: 'INDIVIDU', individu: { descriptionPersonne: person } })),
          },
        },
      },
    },
  });
}

const durand = { nom: 'DURAND', prenoms: ['PAUL'], dateDeNaissance: '1970-01', role: '73' };
const petit = { nom: 'PETIT', prenoms: ['ANNE'], dateDeNaissance: '1985-05', role: '30' };

/** Every row the import writes, without generated ids and times, in a stable order. */
async function rows(db: IsolatedDatabase) {
  const persons = await db.pool.query(
    `SELECT identity_key, kind, last_name, usage_name, first_names, birth_year, birth_month, nationality, legal_siren, denomination, diffusible, slug
       FROM persons WHERE identity_key <> 'natural:sentinel||????-??' ORDER BY identity_key`,
  );
  const mandates = await db.pool.query(
    `SELECT m.siren, p.identity_key, m.role_code, m.role_label, m.start_date::text, m.end_date::text, m.is_current
       FROM mandates m JOIN persons p ON p.id = m.person_id ORDER BY m.siren, p.identity_key, m.role_code, m.start_date`,
  );
  const companies = await db.pool.query(
    `SELECT siren, denomination, share_capital_cents::text, corporate_purpose, rcs_registration_date::text FROM companies ORDER BY siren`,
  );
  return { persons: persons.rows, mandates: mandates.rows, companies: companies.rows };
}

/** Persons' ids with their keys: a first load gives them in order of first sighting, wherever it parses. */
async function personIds(db: IsolatedDatabase) {
  return (await db.pool.query('SELECT id::text, identity_key FROM persons ORDER BY id')).rows;
}

const TABLES_LOADED = ['persons', 'mandates'];

describe('RNE first load (empty persons and mandates: COPY straight, keys after)', () => {
  let dir: string;
  const databases: IsolatedDatabase[] = [];
  let wholeSchema: Awaited<ReturnType<typeof schemaState>>;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rne-first-load-'));
  });
  afterAll(async () => {
    await Promise.all(databases.map((db) => db.drop()));
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const fresh = async () => {
    const db = await createIsolatedDatabase();
    databases.push(db);
    wholeSchema ??= await schemaState(db.pool, TABLES_LOADED);
    return db;
  };

  /**
   * Imports the same file into an empty register (first load) and into one that already holds a person (the
   * staging path), with the same batches; returns both reports and both databases' rows.
   */
  async function bothWays(path: string, sizes?: RneBatchSizes, options: RneImportOptions = {}) {
    const empty = await fresh();
    const firstLog: string[] = [];
    const first = (await importRne(empty.pool, path, { ...options, log: (line) => firstLog.push(line) }, sizes)) as RneImportReport;
    // The first load took place: it gave the keys back.
    expect(firstLog).toContain('rne: restoring the keys of persons');
    expect(await schemaState(empty.pool, TABLES_LOADED)).toEqual(wholeSchema);
    const seeded = await fresh();
    await seeded.pool.query(`INSERT INTO persons (identity_key, kind, last_name) VALUES ('natural:sentinel||????-??', 'natural', 'SENTINEL')`);
    const stagedLog: string[] = [];
    const staged = (await importRne(seeded.pool, path, { ...options, log: (line) => stagedLog.push(line) }, sizes)) as RneImportReport;
    expect(stagedLog).toEqual([]);
    return { first, staged, firstRows: await rows(empty), stagedRows: await rows(seeded), empty };
  }

  it('writes what the staging path writes, and leaves the keys, indexes and sequence whole', async () => {
    const path = join(dir, 'two.jsonl');
    await writeFile(path, [record(X, 'O', [durand, petit]), record(Y, 'O', [{ ...durand, role: '30' }])].join('\n'));
    const { first, staged, firstRows, stagedRows, empty } = await bothWays(path);
    expect(first.toJSON()).toMatchObject({ read: 2, inserted: 2, rejected: 0, persons: { inserted: 2, updated: 0 }, mandates: { inserted: 3 } });
    expect({ ...first.toJSON(), elapsedSeconds: 0, rowsPerSecond: 0 }).toEqual({ ...staged.toJSON(), elapsedSeconds: 0, rowsPerSecond: 0 });
    expect(firstRows).toEqual(stagedRows);
    expect(firstRows.mandates).toHaveLength(3);
    // The sequence went past the ids the load gave: the next person is written without a key conflict.
    const { rows: next } = await empty.pool.query<{ id: string; top: string }>(
      `INSERT INTO persons (identity_key, kind) VALUES ('natural:next||????-??', 'natural') RETURNING id::text, (SELECT max(id) FROM persons)::text AS top`,
    );
    expect(Number(next[0]?.id)).toBeGreaterThan(Number(next[0]?.top));
    // A second import of the same file goes the staging way and changes nothing.
    const again = (await importRne(empty.pool, path)) as RneImportReport;
    expect(again.toJSON()).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
  });

  it('fills a known person’s gaps from a later company and keeps them non-diffusible, as the staging path does', async () => {
    const path = join(dir, 'gaps.jsonl');
    await writeFile(
      path,
      [
        record(X, 'O', [durand]),
        record(Y, 'P', [{ ...durand, nationalite: 'Française', nomUsage: 'MARTIN', role: '30' }]),
        record(Z, 'O', [{ ...durand, nationalite: 'Belge', role: '65' }]),
      ].join('\n'),
    );
    // One company per batch, so that the staging path too meets the person again in a later write.
    const { first, firstRows, stagedRows } = await bothWays(path, { companies: 1, mandates: 100 });
    expect(firstRows).toEqual(stagedRows);
    expect(firstRows.persons).toEqual([expect.objectContaining({ last_name: 'DURAND', nationality: 'Française', usage_name: 'MARTIN', diffusible: false })]);
    expect(first.persons).toEqual({ inserted: 1, updated: 1 });
  });

  it('ends at a company seen twice: the rest goes the staging way, where the later record ends the mandates it drops', async () => {
    const path = join(dir, 'twice.jsonl');
    await writeFile(path, [record(X, 'O', [durand]), '{"siren": bad json', record(Y, 'O', [petit]), record(X, 'O', [petit], 5000), record(Z, 'O', [durand])].join('\n'));
    // Parsed in this thread, and by the parsing threads in one chunk and in chunks of a line or two (several
    // parsed ahead when the company comes again: they are parsed again for the staging path).
    for (const [parseInThread, chunkBytes] of [[false, undefined], [true, undefined], [true, 300]] as const) {
      const { first, staged, firstRows, stagedRows } = await bothWays(path, { companies: 1, mandates: 100, chunkBytes }, { parseInThread });
      expect(firstRows).toEqual(stagedRows);
      expect(first.mandates).toEqual(staged.mandates);
      expect(first.toJSON()).toMatchObject({ read: 5, rejected: 1 });
      expect(first.rejections).toEqual([expect.objectContaining({ line: 2, reason: 'invalid-json' })]);
      expect(firstRows.mandates.filter((m) => m.siren === X)).toEqual([
        expect.objectContaining({ identity_key: 'natural:durand|paul|1970-01', is_current: false }),
        expect.objectContaining({ identity_key: 'natural:petit|anne|1985-05', is_current: true }),
      ]);
      expect(firstRows.companies.find((c) => c.siren === X)).toMatchObject({ share_capital_cents: '500000' });
    }
  });

  it('loads a generated register the same way, parsed in this thread or in a worker thread', async () => {
    await generateRegister({ companies: 1_500, outDir: dir, seed: 11, include: ['rne'] });
    const path = join(dir, GENERATED_FILE_NAMES.rne);
    const inline = await bothWays(path, { companies: 400, mandates: 1_000 }, { parseInThread: false });
    expect(inline.firstRows).toEqual(inline.stagedRows);
    expect(inline.first.toJSON()).toMatchObject({ read: expect.any(Number), rejected: 0 });
    expect(inline.firstRows.persons.length).toBeGreaterThan(1_000);
    // Parsed by the workers in chunks of about 40 records: the same rows, the same persons' ids.
    const threaded = await fresh();
    const report = (await importRne(threaded.pool, path, { parseInThread: true }, { companies: 400, mandates: 1_000, chunkBytes: 1 << 16 })) as RneImportReport;
    expect({ ...report.toJSON(), elapsedSeconds: 0, rowsPerSecond: 0 }).toEqual({ ...inline.first.toJSON(), elapsedSeconds: 0, rowsPerSecond: 0 });
    expect(await rows(threaded)).toEqual(inline.firstRows);
    expect(await personIds(threaded)).toEqual(await personIds(inline.empty));
  });

  it('gives the same rows and ids with a damaged line and a company seen again far into the file, in this thread or in chunks', async () => {
    await generateRegister({ companies: 800, outDir: dir, seed: 12, include: ['rne'] });
    const lines = (await readFile(join(dir, GENERATED_FILE_NAMES.rne), 'utf8')).trimEnd().split('\n');
    // Line 601 is broken; line 651 is the 50th company again: the first load ends there, 600 lines in.
    const damaged = [...lines.slice(0, 600), lines[600]!.slice(0, 40), ...lines.slice(601, 650), lines[49]!, ...lines.slice(650)];
    const path = join(dir, 'damaged.jsonl');
    await writeFile(path, `\uFEFF${damaged.join('\r\n')}\r\n`);
    const sizes = { companies: 150, mandates: 1_000 };
    const inline = await bothWays(path, sizes, { parseInThread: false });
    expect(inline.firstRows).toEqual(inline.stagedRows);
    expect(inline.first.rejections).toEqual([expect.objectContaining({ line: 601, reason: 'invalid-json' })]);
    for (const chunkBytes of [1 << 14, 1 << 20]) {
      const threaded = await fresh();
      const report = (await importRne(threaded.pool, path, { parseInThread: true }, { ...sizes, chunkBytes })) as RneImportReport;
      expect({ ...report.toJSON(), elapsedSeconds: 0, rowsPerSecond: 0 }).toEqual({ ...inline.first.toJSON(), elapsedSeconds: 0, rowsPerSecond: 0 });
      expect(report.rejections).toEqual(inline.first.rejections);
      expect(await rows(threaded)).toEqual(inline.firstRows);
      expect(await personIds(threaded)).toEqual(await personIds(inline.empty));
    }
  });
});
