import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { importRne } from '../../src/rne/import-rne';

/** `diffusionCommerciale: false` protects a natural person's own unit, never a société's directors (README.md, Diffusion). */
const FIXTURE = new URL('../fixtures/rne/companies.jsonl', import.meta.url);
const SOCIETE = '901122333';
const ENTREPRENEUR = '901122341';

let db: IsolatedDatabase;
let dir: string;
beforeAll(async () => {
  db = await createIsolatedDatabase();
  dir = await mkdtemp(join(tmpdir(), 'registre-rne-diffusion-'));
  const records = (await readFile(FIXTURE, 'utf8'))
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as { formality: { siren: string; diffusionCommerciale: boolean } })
    .filter((record) => [SOCIETE, ENTREPRENEUR].includes(record.formality.siren));
  for (const record of records) record.formality.diffusionCommerciale = false;
  await writeFile(join(dir, 'records.jsonl'), records.map((record) => JSON.stringify(record)).join('\n'));
  await importRne(db.pool, join(dir, 'records.jsonl'), {});
});
afterAll(async () => {
  await db?.drop();
  await rm(dir, { recursive: true, force: true });
});

const unit = async (siren: string) =>
  (await db.pool.query<{ diffusion_status: string; last_name: string | null }>('SELECT diffusion_status, last_name FROM companies WHERE siren = $1', [siren])).rows[0];
const naturalDirectors = async (siren: string) =>
  (
    await db.pool.query<{ last_name: string; diffusible: boolean }>(
      `SELECT p.last_name, p.diffusible FROM mandates m JOIN persons p ON p.id = m.person_id
        WHERE m.siren = $1 AND p.kind = 'natural' ORDER BY p.last_name`,
      [siren],
    )
  ).rows;

describe('RNE import: diffusionCommerciale false', () => {
  it('keeps a société diffusible and its natural-person directors visible', async () => {
    expect((await unit(SOCIETE))?.diffusion_status).toBe('O');
    const directors = await naturalDirectors(SOCIETE);
    expect(directors.length).toBeGreaterThan(0);
    expect(directors.every((director) => director.diffusible)).toBe(true);
  });

  it("keeps an entrepreneur's own unit non-diffusible ([ND]), names withheld", async () => {
    expect(await unit(ENTREPRENEUR)).toMatchObject({ diffusion_status: 'P', last_name: null });
    const people = await naturalDirectors(ENTREPRENEUR);
    expect(people.length).toBeGreaterThan(0);
    expect(people.every((person) => !person.diffusible)).toBe(true);
  });
});
