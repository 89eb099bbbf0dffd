import type { TestProject } from 'vitest/node';
import { createPool, loadNomenclatures, migrate, seedDemoIfEmpty } from '@registre/db';
import { startTestServer } from './test-database';

/**
 * Vitest global setup, once per project run:
 * - a template database: migrated, nomenclatures loaded, no company; tests that need a register
 *   of their own clone it (test/helpers/isolated-database.ts) — nobody connects to it otherwise;
 * - a shared database cloned from it with the demo data, for tests that only read.
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
    const pool = createPool(sharedUrl, { max: 2 });
    try {
      await seedDemoIfEmpty(pool);
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
