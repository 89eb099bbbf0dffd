import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { createApiPool } from '../../src/api-pool';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/load-config';

const SIREN = '552100554';

let database: IsolatedDatabase;
let pool: Pool;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  await database.pool.query(`INSERT INTO companies (siren, denomination, naf_code, legal_category_code, creation_date) VALUES ($1, 'BOULANGERIE VERROUILLÉE', '56.10A', '5710', DATE '2015-03-01')`, [SIREN]);
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DB_STATEMENT_TIMEOUT_MS: '300' });
  pool = createApiPool(config, database.url);
  app = await buildApp({ config, pool });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await pool?.end();
  await database?.drop();
});

describe('a statement that waits on a held lock', () => {
  it('is cancelled by the statement timeout and answered 503 with Retry-After, then served once the lock is gone', async () => {
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE companies IN ACCESS EXCLUSIVE MODE');
      const blocked = await app.inject({ method: 'GET', url: `/api/companies/${SIREN}` });
      expect(blocked.statusCode).toBe(503);
      expect(blocked.headers['retry-after']).toBe('2');
      expect(blocked.json()).toEqual({ message: 'errors:server.busy' });
      await holder.query('COMMIT');
    } finally {
      await holder.end();
    }
    const served = await app.inject({ method: 'GET', url: `/api/companies/${SIREN}` });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ data: { siren: SIREN } });
  });
});
