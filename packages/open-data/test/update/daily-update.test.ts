import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { refreshDirectorSearch } from '@registre/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { DERIVED_TABLES, refreshDerivedData } from '../../src/derived/refresh-derived-data';
import { importRne } from '../../src/rne/import-rne';
import { rebuildCompanySearch } from '../../src/search-index/rebuild-company-search';
import { importSireneEstablishments } from '../../src/sirene/import-sirene-establishments';
import { importSireneUnits } from '../../src/sirene/import-sirene-units';
import { type DailyUpdateResult, runDailyUpdate } from '../../src/update/run-daily-update';
import { sireneFixture } from '../sirene/sirene-test-files';
import { DayServer } from './day-server';

const DAY = '2026-12-06';
const TODAY = '2026-12-07';
const FOLLOWED = '812345676';
const FOLLOWED_RNE = '901122333';
const NEW_COMPANY = '812345809';

/** Every table a day's update writes, compared without serial ids and write times (a resumed run uses more of a sequence). */
const TABLES = [
  'companies',
  'establishments',
  'persons',
  'mandates',
  'announcements',
  'company_events',
  'company_search',
  'company_search_terms',
  'search_words',
  'search_word_deletes',
  'company_listing_counts',
  'director_search',
  'director_index_entries',
  'sitemap_files',
  'data_update_changed_sirens',
] as const;
const DERIVED_SEARCH = ['company_search', 'company_search_terms', 'search_words', 'search_word_deletes', 'company_listing_counts', 'director_search', 'director_index_entries'];
const UNSTABLE_KEYS = ['id', 'person_id', 'updated_at', 'created_at', 'recorded_at', 'lastmod', 'computed_at'];

async function checksums(db: IsolatedDatabase, tables: readonly string[] = TABLES): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await db.pool.query<{ sum: string; count: number }>(
      `SELECT md5(coalesce(string_agg(r, '|' ORDER BY r), '')) || ':' || count(*) AS sum FROM (SELECT (to_jsonb(t) - $1::text[])::text AS r FROM ${table} t) x`,
      [UNSTABLE_KEYS],
    );
    sums[table] = rows[0]?.sum ?? '';
  }
  return sums;
}

/** A register as a full import leaves it: the Sirene and RNE fixtures, two followed companies, every derived table. */
async function registerBeforeTheDay(): Promise<IsolatedDatabase> {
  const db = await createIsolatedDatabase();
  await importSireneUnits(db.pool, sireneFixture('StockUniteLegale_current.csv'), {});
  await importSireneEstablishments(db.pool, sireneFixture('StockEtablissement_current.csv'), {});
  await importRne(db.pool, fileURLToPath(new URL('../fixtures/rne/companies.jsonl', import.meta.url)), {});
  const { rows } = await db.pool.query<{ id: string }>(`INSERT INTO users (email) VALUES ('veille@exemple.fr') RETURNING id`);
  const list = await db.pool.query<{ id: string }>(`INSERT INTO followed_lists (user_id, name) VALUES ($1, 'Veille') RETURNING id`, [rows[0]?.id]);
  await db.pool.query(`INSERT INTO followed_companies (list_id, siren) VALUES ($1, $2), ($1, $3)`, [list.rows[0]?.id, FOLLOWED, FOLLOWED_RNE]);
  await refreshDerivedData(db.pool, DERIVED_TABLES);
  return db;
}

const outcomes = (result: DailyUpdateResult) => Object.fromEntries(result.sources.map((source) => [source.source, source.outcome]));

let server: DayServer;
let workDir: string;
let clean: IsolatedDatabase;
let resumed: IsolatedDatabase;
let afterCleanRun: Record<string, string>;

beforeAll(async () => {
  server = await DayServer.start(DAY);
  workDir = await mkdtemp(join(tmpdir(), 'registre-update-test-'));
  [clean, resumed] = await Promise.all([registerBeforeTheDay(), registerBeforeTheDay()]);
}, 120_000);
afterAll(async () => {
  await Promise.all([clean?.drop(), resumed?.drop()]);
  await server?.stop();
  await rm(workDir, { recursive: true, force: true });
});

const update = (db: IsolatedDatabase, failAfter?: string) =>
  runDailyUpdate(db.pool, { period: DAY, today: TODAY, sources: server.sources(), workDir, failAfter });

describe('runDailyUpdate', () => {
  it("applies a day's Sirene, RNE and BODACC files fetched over HTTP, and records what it did", async () => {
    const result = await update(clean);
    afterCleanRun = await checksums(clean);
    expect(outcomes(result)).toEqual({ 'sirene-ul': 'succeeded', 'sirene-etab': 'succeeded', rne: 'succeeded', bodacc: 'succeeded', derived: 'succeeded' });

    const runs = await clean.pool.query(
      `SELECT source, outcome, steps, rows, files, counts, finished_at IS NOT NULL AS finished FROM data_update_runs WHERE period = $1 ORDER BY id`,
      [DAY],
    );
    expect(runs.rows.map((run) => [run.source, run.outcome, run.steps, run.finished])).toEqual([
      ['sirene-ul', 'succeeded', ['fetched', 'checked', 'imported'], true],
      ['sirene-etab', 'succeeded', ['fetched', 'checked', 'imported'], true],
      ['rne', 'succeeded', ['fetched', 'checked', 'imported'], true],
      ['bodacc', 'succeeded', ['fetched', 'checked', 'imported'], true],
      ['derived', 'succeeded', ['refreshed'], true],
    ]);
    const units = runs.rows[0];
    expect(units.files).toEqual([expect.objectContaining({ url: `${server.base}/${DAY}/sirene-ul-day.csv`, records: 2, sirens: 2, bytes: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) })]);
    expect(units.counts).toMatchObject({ read: 2, inserted: 1, updated: 1, rejected: 0 });
    expect(units.rows).toBe(2);

    // The register rows follow the day.
    const company = await clean.pool.query(`SELECT denomination FROM companies WHERE siren = $1`, [FOLLOWED]);
    expect(company.rows[0]?.denomination).toBe('ATELIER DES TROIS RIVIERES ET ASSOCIES');
    const closed = await clean.pool.query(`SELECT administrative_status FROM establishments WHERE siren = $1 AND nic = '00025'`, [FOLLOWED]);
    expect(closed.rows[0]?.administrative_status).toBe('F');

    // The search finds the changed and the new company by their new words, and no more by a word they lost.
    const found = async (word: string) =>
      (await clean.pool.query<{ siren: string }>(`SELECT siren FROM company_search_terms WHERE term = $1 ORDER BY siren`, [word])).rows.map((row) => row.siren);
    expect(await found('associes')).toContain(FOLLOWED);
    expect(await found('boulangerie')).toEqual([NEW_COMPANY]);
    const newRow = await clean.pool.query(`SELECT name, department_code, postcode FROM company_search WHERE siren = $1`, [NEW_COMPANY]);
    expect(newRow.rows[0]).toEqual({ name: 'BOULANGERIE DU CANAL SAINT MARTIN', department_code: '75', postcode: '75010' });
    const words = await clean.pool.query(`SELECT companies FROM search_words WHERE word = 'boulangerie'`);
    expect(words.rows[0]?.companies).toBe(1);
    const variants = await clean.pool.query(`SELECT count(*)::int AS n FROM search_word_deletes WHERE word = 'boulangerie'`);
    expect(variants.rows[0]?.n).toBeGreaterThan(5);

    // The followed companies' changes are recorded as events (the digest job sends them: apps/api/test/data-update).
    const events = await clean.pool.query(`SELECT siren, kind, source FROM company_events ORDER BY siren, kind`);
    expect(events.rows).toEqual(
      expect.arrayContaining([
        { siren: FOLLOWED, kind: 'renamed', source: 'sirene' },
        { siren: FOLLOWED, kind: 'insolvency_opened', source: 'bodacc' },
        { siren: FOLLOWED_RNE, kind: 'director_left', source: 'rne' },
      ]),
    );
    expect(events.rows.every((event) => [FOLLOWED, FOLLOWED_RNE].includes(event.siren))).toBe(true);
  });

  it('leaves the search and director tables exactly as a full rebuild makes them', async () => {
    const incremental = await checksums(clean, DERIVED_SEARCH);
    await rebuildCompanySearch(clean.pool);
    await refreshDirectorSearch(clean.pool);
    expect(await checksums(clean, DERIVED_SEARCH)).toEqual(incremental);
  });

  it('changes nothing when the same day runs again', async () => {
    const before = await checksums(clean);
    const runsBefore = await clean.pool.query(`SELECT count(*)::int AS n FROM data_update_runs`);
    const requestsBefore = server.requests.length;
    const result = await update(clean);
    expect(new Set(Object.values(outcomes(result)))).toEqual(new Set(['done-before']));
    expect(await checksums(clean)).toEqual(before);
    expect((await clean.pool.query(`SELECT count(*)::int AS n FROM data_update_runs`)).rows[0]?.n).toBe(runsBefore.rows[0]?.n);
    expect(server.requests.length).toBe(requestsBefore);
  });

  it('refuses a file whose checksum differs, before importing anything', async () => {
    const before = await checksums(resumed, ['companies', 'company_events', 'data_update_changed_sirens']);
    server.damaged.add('sirene-ul-day.csv');
    try {
      const result = await update(resumed);
      expect(result.sources).toEqual([expect.objectContaining({ source: 'sirene-ul', outcome: 'failed', error: expect.stringContaining('SHA-256') })]);
    } finally {
      server.damaged.clear();
    }
    expect(await checksums(resumed, ['companies', 'company_events', 'data_update_changed_sirens'])).toEqual(before);
    const run = await resumed.pool.query(`SELECT outcome, steps, error FROM data_update_runs WHERE source = 'sirene-ul'`);
    expect(run.rows).toEqual([{ outcome: 'failed', steps: [], error: expect.stringContaining('SHA-256') }]);
  });

  it('ends a run killed halfway and started again in the same state as one clean run', async () => {
    const killed = await update(resumed, 'sirene-etab:imported');
    expect(outcomes(killed)).toEqual({ 'sirene-ul': 'succeeded', 'sirene-etab': 'failed' });
    const halfway = await checksums(resumed);
    expect(halfway.establishments).toBe(afterCleanRun.establishments);
    expect(halfway.company_search).not.toBe(afterCleanRun.company_search);

    const again = await update(resumed, 'rne:checked');
    expect(outcomes(again)).toEqual({ 'sirene-ul': 'done-before', 'sirene-etab': 'succeeded', rne: 'failed' });

    const last = await update(resumed);
    expect(outcomes(last)).toEqual({ 'sirene-ul': 'done-before', 'sirene-etab': 'done-before', rne: 'succeeded', bodacc: 'succeeded', derived: 'succeeded' });
    expect(await checksums(resumed)).toEqual(afterCleanRun);
  });
});
