import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Pool } from 'pg';
import { companySearchParamsSchema } from '@registre/domain';
import type { IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { searchService } from '../../src/modules/search/service';
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
  const stats = { statements: 0, running: 0, mostAtOnce: 0 };
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const wrapped = new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      return async (...args: unknown[]) => {
        stats.statements++;
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
