import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { createTestApp, type TestApp } from '../test-app';

let database: IsolatedDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  t = await createTestApp(database.url, {}, { platform: true });
});

afterAll(async () => {
  await t?.close();
  await database?.drop();
});

describe('GET /ready on a platform', () => {
  it('reports the job queue with the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: true, queue: true });
  });

  it('is unavailable when the queue’s tables do not answer', async () => {
    await database.pool.query('ALTER SCHEMA pgboss RENAME TO pgboss_away');
    try {
      const response = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', database: true, queue: false });
    } finally {
      await database.pool.query('ALTER SCHEMA pgboss_away RENAME TO pgboss');
    }
  });
});
