import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { createSearchApp, createSearchFixtureDatabase } from './search-test-app';

let database: IsolatedDatabase;
let app: FastifyInstance;
/** Queries running on the pool at once, at most, and the trigram lookups made, since the last reset. */
const watch = { running: 0, peak: 0, typoStatements: 0 };

/** The fixture's pool, watched: every query counted while it runs. */
function watchedPool(pool: Pool): Pool {
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
      return async (...args: Parameters<Pool['query']>) => {
        const config = args[0] as { name?: string } | string;
        if (typeof config === 'object' && config.name === 'search-words-typo') watch.typoStatements += 1;
        watch.running += 1;
        watch.peak = Math.max(watch.peak, watch.running);
        try {
          return await (target.query as (...a: unknown[]) => Promise<unknown>)(...args);
        } finally {
          watch.running -= 1;
        }
      };
    },
  });
}

beforeAll(async () => {
  database = await createSearchFixtureDatabase();
  app = await createSearchApp(watchedPool(database.pool));
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

describe('a query of many misspelt words', () => {
  it('corrects them in one statement, never one parallel query per word', async () => {
    const words = ['boulangrie', 'patiserie', 'chocolaterie', 'boucheire', 'traiteurr', 'fromagrie'];
    Object.assign(watch, { running: 0, peak: 0, typoStatements: 0 });
    const response = await app.inject({ method: 'GET', url: `/api/search/companies?q=${encodeURIComponent(words.join(' '))}` });
    expect(response.statusCode).toBe(200);
    expect(watch.typoStatements).toBe(1);
    expect(watch.peak).toBeLessThanOrEqual(2);
  });

  it('answers no match without any trigram lookup when more words are unknown than a name has', async () => {
    const words = Array.from({ length: 15 }, (_, i) => `motinconnu${String.fromCharCode(97 + (i % 26))}${i}`);
    Object.assign(watch, { running: 0, peak: 0, typoStatements: 0 });
    const response = await app.inject({ method: 'GET', url: `/api/search/companies?q=${encodeURIComponent(words.join(' '))}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().meta.total).toBe(0);
    expect(watch.typoStatements).toBe(0);
    expect(watch.peak).toBeLessThanOrEqual(2);
  });
});
