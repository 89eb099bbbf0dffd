import type { TestProject } from 'vitest/node';
import { prepareDatabase } from '../../scripts/stack/prepare-database';
import { createTestDatabase } from './test-database';

/** Vitest global setup: one migrated, seeded database per project run, removed at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await createTestDatabase();
  try {
    await prepareDatabase(database.url);
  } catch (error) {
    await database.stop();
    throw error;
  }
  project.provide('databaseUrl', database.url);
  return () => database.stop();
}
