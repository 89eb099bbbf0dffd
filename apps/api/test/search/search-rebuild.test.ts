import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { createPool, refreshDirectorSearch, type RebuildStep } from '@registre/db';
import { companySearchResponseSchema } from '@registre/domain';
import { loadDemo, rebuildCompanySearch } from '@registre/open-data';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { createSearchApp } from './search-test-app';

/**
 * Issue 41: a rebuild of the company search (after every Sirene or ratios import) never blocks the searches. It builds
 * beside the live tables and swaps them in by a short transaction; searches see the old search or the new one, never
 * an error or a wait; a rebuild stopped halfway leaves the old search serving and the next one succeeds.
 */
let database: IsolatedDatabase;
/** The searches' own pool: the rebuild and the tests' lock holders use the database's. */
let readers: Pool;
let app: FastifyInstance;
let target: { siren: string; name: string };

/** A word of no generated name: the rebuild makes it the target company's, a change searches can see. */
const NEW_WORD = 'quartzolite';

async function searchSirens(q: string): Promise<{ status: number; sirens: string[] }> {
  const response = await app.inject({ method: 'GET', url: `/api/search/companies?q=${encodeURIComponent(q)}&per_page=50` });
  if (response.statusCode !== 200) return { status: response.statusCode, sirens: [] };
  return { status: 200, sirens: companySearchResponseSchema.parse(response.json()).data.map((item) => item.siren) };
}

/** The indexes of the search tables, by name: a rebuild keeps them as they are (names, definitions). */
async function searchIndexes(): Promise<Record<string, string>> {
  const { rows } = await database.pool.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = 'public' AND tablename IN ('company_search', 'company_search_terms', 'search_words', 'search_word_deletes',
                                                    'search_places', 'company_listing_counts', 'director_search', 'director_index_entries')`,
  );
  return Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
}

async function stagingSchemas(): Promise<string[]> {
  const { rows } = await database.pool.query<{ nspname: string }>("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild\\_%' ORDER BY 1");
  return rows.map((row) => row.nspname);
}

/** Renames the target company in the register (as an import would): only a rebuild shows it to the search. */
async function renameTarget(name: string): Promise<void> {
  await database.pool.query('UPDATE companies SET denomination = $2 WHERE siren = $1', [target.siren, name]);
}

beforeAll(async () => {
  database = await createIsolatedDatabase();
  await loadDemo(database.pool, { companies: 800, seed: 41 });
  readers = createPool(database.url, { max: 4 });
  app = await createSearchApp(readers);
  const { rows } = await database.pool.query<{ siren: string; name: string }>(
    `SELECT siren, name FROM company_search WHERE legal_category_code <> '1000' AND name_key <> '' ORDER BY siren LIMIT 1`,
  );
  target = rows[0]!;
});
afterAll(async () => {
  await app?.close();
  await readers?.end();
  await database?.drop();
});

describe('rebuildCompanySearch: searches during a rebuild', () => {
  it('answers every search of a loop running through a rebuild, from the old search or the new one', async () => {
    const before = await searchIndexes();
    expect(await searchSirens(NEW_WORD)).toEqual({ status: 200, sirens: [] });
    await renameTarget(`${NEW_WORD} ${target.name}`);

    // Between the steps, the search is still the old one (the live tables serve).
    const seenAtSteps: Array<[RebuildStep, string[]]> = [];
    let done = false;
    const loop = async () => {
      const answers: Array<{ status: number; sirens: string[] }> = [];
      while (!done) answers.push(await searchSirens(NEW_WORD));
      return answers;
    };
    const loops = [loop(), loop()];
    await rebuildCompanySearch(database.pool, {
      onStep: async (step) => {
        seenAtSteps.push([step, (await searchSirens(NEW_WORD)).sirens]);
      },
    }).finally(() => {
      done = true;
    });
    const answers = await Promise.all(loops);

    expect(seenAtSteps).toEqual([
      ['staged', []],
      ['filled', []],
      ['indexed', []],
      ['vacuumed', []],
      ['swapped', [target.siren]],
    ]);
    for (const list of answers) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.filter((answer) => answer.status !== 200)).toEqual([]);
      // Each loop sees the old search, then the new one, never the old one again.
      const states = list.map((answer) => answer.sirens.join());
      for (const state of states) expect(['', target.siren]).toContain(state);
      const firstNew = states.indexOf(target.siren);
      if (firstNew >= 0) expect(states.slice(firstNew).filter((state) => state !== target.siren)).toEqual([]);
    }
    expect(await searchSirens(NEW_WORD)).toEqual({ status: 200, sirens: [target.siren] });
    // Same table and index names, same definitions: the next rebuild finds what it needs.
    expect(await searchIndexes()).toEqual(before);
    expect(await stagingSchemas()).toEqual([]);

    // A second rebuild in a row, with another change.
    await renameTarget(target.name);
    await rebuildCompanySearch(database.pool);
    expect(await searchSirens(NEW_WORD)).toEqual({ status: 200, sirens: [] });
    expect((await searchSirens(target.name)).sirens).toContain(target.siren);
    expect(await searchIndexes()).toEqual(before);
  });

  it('lets searches through while a reader holds the tables: the swap gives up its lock wait and tries again', async () => {
    await renameTarget(`${NEW_WORD} ${target.name}`);
    const holder = await database.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT count(*) FROM company_search');
      let busy: () => void = () => {};
      const swapFoundBusy = new Promise<void>((resolve) => (busy = resolve));
      const rebuild = rebuildCompanySearch(database.pool, {
        log: (line) => {
          if (line.includes('found the tables busy')) busy();
        },
      });
      await swapFoundBusy;
      // The swap has been waiting for the holder: searches still answer, from the old search.
      for (let i = 0; i < 5; i++) expect(await searchSirens(NEW_WORD)).toEqual({ status: 200, sirens: [] });
      await holder.query('COMMIT');
      await rebuild;
    } finally {
      holder.release();
    }
    expect(await searchSirens(NEW_WORD)).toEqual({ status: 200, sirens: [target.siren] });
    await renameTarget(target.name);
    await rebuildCompanySearch(database.pool);
  });
});

describe('rebuildCompanySearch: a rebuild stopped halfway', () => {
  const steps: RebuildStep[] = ['staged', 'filled', 'indexed', 'vacuumed', 'swapped'];
  for (const stopAt of steps) {
    it(`leaves the search working when it stops after "${stopAt}", and the next rebuild succeeds`, async () => {
      const before = await searchIndexes();
      await renameTarget(`${NEW_WORD} ${target.name}`);
      const crash = new Error(`stopped after ${stopAt}`);
      await expect(
        rebuildCompanySearch(database.pool, {
          onStep: (step) => {
            if (step === stopAt) throw crash;
          },
        }),
      ).rejects.toBe(crash);
      // The old search serves, or the new one when the swap had been made.
      expect(await searchSirens(NEW_WORD)).toEqual({ status: 200, sirens: stopAt === 'swapped' ? [target.siren] : [] });
      expect((await searchSirens('societe')).status).toBe(200);

      await rebuildCompanySearch(database.pool);
      expect(await searchSirens(NEW_WORD)).toEqual({ status: 200, sirens: [target.siren] });
      expect(await stagingSchemas()).toEqual([]);
      expect(await searchIndexes()).toEqual(before);
      await renameTarget(target.name);
      await rebuildCompanySearch(database.pool);
    });
  }
});

describe('refreshDirectorSearch', () => {
  it('rebuilds beside the live tables: their readers go on while the swap waits, two rebuilds in a row keep the indexes', async () => {
    const before = await searchIndexes();
    const { rows } = await database.pool.query<{ count: number }>('SELECT count(*)::int AS count FROM director_search');
    expect(rows[0]!.count).toBeGreaterThan(0);
    const holder = await database.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT count(*) FROM director_search');
      let busy: () => void = () => {};
      const swapFoundBusy = new Promise<void>((resolve) => (busy = resolve));
      const refresh = refreshDirectorSearch(database.pool, {
        log: (line) => {
          if (line.includes('found the tables busy')) busy();
        },
      });
      await swapFoundBusy;
      const during = await readers.query<{ count: number }>('SELECT count(*)::int AS count FROM director_search');
      expect(during.rows[0]!.count).toBe(rows[0]!.count);
      await holder.query('COMMIT');
      await refresh;
    } finally {
      holder.release();
    }
    await refreshDirectorSearch(database.pool);
    const after = await readers.query<{ count: number }>('SELECT count(*)::int AS count FROM director_search');
    expect(after.rows[0]!.count).toBe(rows[0]!.count);
    expect(await searchIndexes()).toEqual(before);
    expect(await stagingSchemas()).toEqual([]);
  });
});

describe('GET /api/search/companies when the search tables are locked', () => {
  it('answers 503 with Retry-After when a search gives up waiting (lock or statement time-out), not 500', async () => {
    const url = new URL(database.url);
    url.searchParams.set('options', '-c lock_timeout=200');
    const lockTimeoutPool = createPool(url.toString(), { max: 2 });
    const statementTimeoutPool = createPool(database.url, { max: 2, statementTimeoutMs: 200 });
    const holder = await database.pool.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE company_search, company_search_terms, search_words IN ACCESS EXCLUSIVE MODE');
      for (const pool of [lockTimeoutPool, statementTimeoutPool]) {
        const busyApp = await createSearchApp(pool);
        try {
          const response = await busyApp.inject({ method: 'GET', url: '/api/search/companies?q=societe' });
          expect(response.statusCode).toBe(503);
          expect(response.headers['retry-after']).toBe('2');
          expect(response.json()).toEqual({ message: 'errors:search.busy' });
        } finally {
          await busyApp.close();
        }
      }
      await holder.query('ROLLBACK');
    } finally {
      holder.release();
      await lockTimeoutPool.end();
      await statementTimeoutPool.end();
    }
    expect((await searchSirens('societe')).status).toBe(200);
  });
});
