import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createIsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { createTestApp, type TestApp } from '../test-app';
import { loadProfileFixture } from './profile-fixture';

/** The API on a database of its own holding the profile fixture; `close()` drops both. */
export async function createProfileFixtureApp(): Promise<TestApp> {
  const database = await createIsolatedDatabase();
  try {
    const dir = await mkdtemp(join(tmpdir(), 'registre-profile-fixture-'));
    try {
      await loadProfileFixture(database.pool, dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const app = await createTestApp(database.url);
    return {
      ...app,
      async close() {
        await app.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
