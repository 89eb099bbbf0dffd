import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { errorHandler, notFoundHandler } from '../../src/errors/error-handler';
import { DEFAULT_SEARCH_TUNING, searchRoutes, searchService, type SearchTuning } from '../../src/modules/search';
import { registerHttpCache } from '../../src/plugins/http-cache';
import { registerRateLimit } from '../../src/plugins/rate-limit';
import { loadSearchFixture } from './fixtures/search-fixture';

/** The search fixture in a database of its own. */
export async function createSearchFixtureDatabase(): Promise<IsolatedDatabase> {
  const database = await createIsolatedDatabase();
  const dir = await mkdtemp(join(tmpdir(), 'registre-search-fixture-'));
  try {
    await loadSearchFixture(database.pool, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return database;
}

/**
 * The search routes alone, on the app's conventions (validation, errors, cache, rate limit), with
 * a tuning of the engine's thresholds: tests drive both query paths on a small register.
 */
export async function createSearchApp(pool: Pool, tuning: Partial<SearchTuning> = {}, rateLimitPerMinute = 100_000): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  await registerRateLimit(app);
  registerHttpCache(app);
  await app.register(searchRoutes(searchService(pool, { ...DEFAULT_SEARCH_TUNING, ...tuning }), pool, { rateLimitPerMinute }));
  await app.ready();
  return app;
}
