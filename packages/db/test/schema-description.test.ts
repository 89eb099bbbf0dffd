import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, describeSchema, SCHEMA_DESCRIPTION_FILE } from '../src/index';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/helpers/isolated-database';

let database: IsolatedDatabase;
beforeAll(async () => {
  database = await createIsolatedDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe('the schema, described once', () => {
  it('is what the migrations build: packages/db/schema.txt matches a freshly migrated database (else `npm run db:schema`)', async () => {
    const pool = createPool(database.url, { max: 2 });
    try {
      const described = await describeSchema(pool);
      const committed = readFileSync(join(process.cwd(), SCHEMA_DESCRIPTION_FILE), 'utf8');
      expect(described, 'packages/db/schema.txt is out of date: run `npm run db:schema` and commit it').toBe(committed);
    } finally {
      await pool.end();
    }
  });

  it('notices a column the migrations did not make', async () => {
    const pool = createPool(database.url, { max: 2 });
    try {
      const before = await describeSchema(pool);
      await pool.query('ALTER TABLE users ADD COLUMN nickname text');
      const after = await describeSchema(pool);
      await pool.query('ALTER TABLE users DROP COLUMN nickname');
      expect(after).not.toBe(before);
      expect(after).toContain('  nickname text\n');
    } finally {
      await pool.end();
    }
  });
});
