import type { TestProject } from 'vitest/node';
import { createPool, loadNomenclatures, migrate } from '@registre/db';
import { loadDemo } from '@registre/open-data';
import { startTestServer } from './test-database';

/** Size of the shared test register: enough for paging and every kind of company, quick to load. */
export const TEST_REGISTER_COMPANIES = 1500;

/**
 * Vitest global setup, once per project run:
 * - a template database: migrated, nomenclatures loaded, no company; tests that need a register
 *   of their own clone it (test/helpers/isolated-database.ts) — nobody connects to it otherwise;
 * - a shared database cloned from it with a generated demo register, for tests that only read.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startTestServer();
  try {
    const run = `${process.pid}_${Date.now().toString(36)}`;
    const templateName = `registre_tpl_${run}`;
    const templateUrl = await server.createDatabase(templateName);
    const templatePool = createPool(templateUrl, { max: 1 });
    try {
      await migrate(templatePool);
      await loadNomenclatures(templatePool);
    } finally {
      await templatePool.end();
    }
    const sharedUrl = await server.createDatabase(`registre_test_${run}`, templateName);
    const pool = createPool(sharedUrl, { max: 4 });
    try {
      await loadDemo(pool, { companies: TEST_REGISTER_COMPANIES, seed: 7 });
    } finally {
      await pool.end();
    }
    project.provide('databaseUrl', sharedUrl);
    project.provide('templateDatabaseUrl', templateUrl);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return () => server.stop();
}
