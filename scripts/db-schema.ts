/**
 * `npm run db:schema`: migrates a scratch database (on DATABASE_URL's server, or an embedded one) and
 * writes what the migrations built to packages/db/schema.txt, the schema's one readable description.
 * Run it after adding a migration and commit both; the integration suite fails while they disagree.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createPool, describeSchema, migrate, SCHEMA_DESCRIPTION_FILE } from '@registre/db';
import { startTestServer } from '../test/setup/test-database';
import { repoRoot } from './stack/repo-root';

const server = await startTestServer();
try {
  const url = await server.createDatabase(`registre_schema_${process.pid}`);
  const pool = createPool(url, { max: 2 });
  try {
    await migrate(pool);
    await writeFile(join(repoRoot, SCHEMA_DESCRIPTION_FILE), await describeSchema(pool));
  } finally {
    await pool.end();
  }
  console.log(`${SCHEMA_DESCRIPTION_FILE} written.`);
} finally {
  await server.stop();
}
