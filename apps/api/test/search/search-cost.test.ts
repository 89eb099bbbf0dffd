import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Pool } from 'pg';
import { createPool } from '@registre/db';
import { companySearchParamsSchema } from '@registre/domain';
import type { IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { searchService } from '../../src/modules/search/service';
import { DEFAULT_SEARCH_TUNING } from '../../src/modules/search/search-tuning';
import { S } from './fixtures/search-fixture';
import { createSearchFixtureDatabase } from './search-test-app';

/**
 * Cost limits (issue 19): a query of many misspelt words must not take many connections of the API's pool at once,
 * nor send a statement per word. The pool is wrapped to count the statements and how many run at the same time.
 */
let database: IsolatedDatabase;

beforeAll(async () => {
  database = await createSearchFixtureDatabase();
});
afterAll(async () => {
  await database?.drop();
});

function counting(pool: Pool) {
  const stats = { statements: 0, running: 0, mostAtOnce: 0, texts: [] as string[] };
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const wrapped = new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      return async (...args: unknown[]) => {
        stats.statements++;
        const [statement] = args as [string | { text: string }];
        stats.texts.push(typeof statement === 'string' ? statement : statement.text);
        stats.mostAtOnce = Math.max(stats.mostAtOnce, ++stats.running);
        try {
          return await query(...args);
        } finally {
          stats.running--;
        }
      };
    },
  });
  return { pool: wrapped, stats };
}

const MISSPELT = ['chaudronerie', 'peleltier', 'boulangrie', 'caanl', 'menuiseire', 'vaseur', 'ebenistrie', 'gerrard', 'transprots', 'lebalnc'];

it('reads a query of twenty misspelt words (200 characters) in a few statements, one at a time', async () => {
  const { pool, stats } = counting(database.pool);
  const service = searchService(pool);
  const q = Array.from({ length: 20 }, (_, i) => MISSPELT[i % MISSPELT.length]).join(' ');
  await service.searchCompanies(companySearchParamsSchema.parse({ q }), false);
  expect(stats.mostAtOnce).toBe(1);
  expect(stats.statements).toBeLessThanOrEqual(4);
});

it('still corrects every word of a long misspelt query', async () => {
  const { pool, stats } = counting(database.pool);
  const result = await searchService(pool).searchCompanies(companySearchParamsSchema.parse({ q: 'chaudronerie peleltier' }), false);
  expect(result.data[0]?.siren).toBe(S.chaudronnerie);
  expect(stats.mostAtOnce).toBe(1);
});

it('answers suggestions of misspelt words the same way', async () => {
  const { pool, stats } = counting(database.pool);
  const suggestions = await searchService(pool).suggest(Array.from({ length: 20 }, (_, i) => MISSPELT[i % MISSPELT.length]).join(' '));
  expect(Array.isArray(suggestions)).toBe(true);
  expect(stats.mostAtOnce).toBe(1);
  expect(stats.statements).toBeLessThanOrEqual(4);
});

it('estimates what the other words keep from the register count read with the words, and reads the index pages only for the departments or activities filtered', async () => {
  // Every path tried: the words drive through the postings, after the count of their matches.
  const tuning = { ...DEFAULT_SEARCH_TUNING, postingsAbove: 0, indexRanksUpTo: 0, postingsProbeBudget: 1e9 };
  const readsListingCounts = (texts: string[]) => texts.some((text) => text.includes('company_listing_counts'));

  const plain = counting(database.pool);
  const result = await searchService(plain.pool, tuning).searchCompanies(companySearchParamsSchema.parse({ q: 'boulangerie canal' }), false);
  expect(result.data.map((row) => row.siren)).toEqual(expect.arrayContaining([S.canal, S.canalLarge, S.canalServices]));
  expect(readsListingCounts(plain.stats.texts)).toBe(false);

  const filtered = counting(database.pool);
  const inParis = await searchService(filtered.pool, tuning).searchCompanies(companySearchParamsSchema.parse({ q: 'boulangerie canal', department: '75' }), false);
  expect(inParis.data.map((row) => row.siren)).toEqual(expect.arrayContaining([S.canal, S.canalLarge]));
  expect(inParis.data.map((row) => row.siren)).not.toContain(S.canalServices);
  expect(readsListingCounts(filtered.stats.texts)).toBe(true);
});

it('prepares the ranked page of a query of two words once per connection, and answers the same from it; a page of one index condition stays unprepared', async () => {
  // One connection: its prepared statements are the ones `pg_prepared_statements` lists.
  const pool = createPool(database.url, { max: 1 });
  try {
    const service = searchService(pool);
    const ask = (q: string) => service.searchCompanies(companySearchParamsSchema.parse({ q }), false);
    const prepared = async () =>
      (await pool.query<{ statement: string }>(`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'search-ranked-page-%'`)).rows.map((row) => row.statement);

    const first = await ask('boulangerie canal');
    expect(first.data.map((row) => row.siren)).toEqual(expect.arrayContaining([S.canal, S.canalLarge, S.canalServices]));
    // Planned for its values five times, then (PostgreSQL's choice) once for all: the same answer each time.
    for (let i = 0; i < 7; i++) expect(await ask('boulangerie canal')).toEqual(first);
    expect(await prepared()).toHaveLength(1);
    expect((await prepared())[0]).toContain('cs.words && $1::text[] AND cs.words && $2::text[]');

    // One word and its corrections: one condition on the index, a page planned for its words each time.
    const misspelt = await ask('boulangrie');
    expect(misspelt.data.length).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) expect(await ask('boulangrie')).toEqual(misspelt);
    expect(await prepared()).toHaveLength(1);
  } finally {
    await pool.end();
  }
});

it('prepares the exact-name statement of a word read through its postings once per connection, and answers the same from it', async () => {
  const pool = createPool(database.url, { max: 1 });
  try {
    // Every word through the postings, after its exact names.
    const service = searchService(pool, { ...DEFAULT_SEARCH_TUNING, postingsAbove: 0 });
    const first = await service.searchCompanies(companySearchParamsSchema.parse({ q: 'boulangerie' }), false);
    expect(first.data.length).toBeGreaterThan(0);
    for (let i = 0; i < 7; i++) expect(await service.searchCompanies(companySearchParamsSchema.parse({ q: 'boulangerie' }), false)).toEqual(first);
    const { rows } = await pool.query<{ statement: string }>(`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'search-exact-names-%'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.statement).toContain('name_key = $');
  } finally {
    await pool.end();
  }
});
