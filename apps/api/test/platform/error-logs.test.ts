import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createPool } from '@registre/db';
import type { Pool } from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/load-config';
import { requireUser } from '../../src/modules/auth';
import { registerClient } from '../support/accounts';

const FAILURE = 'error-logs test: the route failed';
let app: FastifyInstance;
let pool: Pool;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  pool = createPool(inject('databaseUrl'));
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'info', AUTH_REGISTER_MAX_PER_IP: '1000' });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  app = await buildApp({ config, pool, logger: { level: 'info', stream } });
  // A route that fails unexpectedly, behind the real guard: the app's error handler answers it.
  app.get('/api/test-failure/:id', { preHandler: requireUser }, async () => {
    throw new Error(FAILURE);
  });
  app.get('/api/test-failure-open', async () => {
    throw new Error(FAILURE);
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await pool?.end();
});

describe('logs of a failing route', () => {
  it('writes the error once, with its route, request id and user id, and answers a bare 500', async () => {
    const { client, user } = await registerClient(app);
    const response = await client.get('/api/test-failure/123456789', { headers: { 'x-request-id': 'error-logs-test-1' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'errors:server.internal' });
    expect(response.body).not.toContain(FAILURE);
    expect(response.headers['x-request-id']).toBe('error-logs-test-1');

    const mine = lines.filter((line) => line.reqId === 'error-logs-test-1');
    const errors = mine.filter((line) => Number(line.level) >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ msg: 'unhandled error', route: '/api/test-failure/:id', method: 'GET', userId: user.id, err: { message: FAILURE } });
    // The message and stack appear in that line only; the other lines of the request (incoming, completed) say the status.
    expect(lines.filter((line) => JSON.stringify(line).includes(FAILURE))).toHaveLength(1);
    expect(mine.find((line) => line.msg === 'request completed')).toMatchObject({ res: { statusCode: 500 } });
  });

  it("writes nothing at error level for a refused guest (401), and a null user id for a guest's failure", async () => {
    const refused = await app.inject({ url: '/api/test-failure/1', headers: { 'x-request-id': 'error-logs-test-2' } });
    expect(refused.statusCode).toBe(401);
    expect(lines.filter((line) => line.reqId === 'error-logs-test-2' && Number(line.level) >= 50)).toHaveLength(0);
    const failed = await app.inject({ url: '/api/test-failure-open', headers: { 'x-request-id': 'error-logs-test-3' } });
    expect(failed.statusCode).toBe(500);
    const errors = lines.filter((line) => line.reqId === 'error-logs-test-3' && Number(line.level) >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ route: '/api/test-failure-open', userId: null });
  });
});
