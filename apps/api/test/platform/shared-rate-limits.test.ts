import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@registre/domain';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/load-config';
import { newAccount, registerClient } from '../support/accounts';
import { freePort } from '../support/local-servers';
import { createSessionClient } from '../support/session-client';

/**
 * Issue 40: with REDIS_URL set, the rate limits are counted in Redis, so a visitor over a limit on
 * one API instance is over it on every one; Redis away or silent, they fail open (requests pass, one
 * warning). Two API instances on one database and the machine's Redis, under a key prefix per test.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let database: IsolatedDatabase;
let dataDir: string;
let redis: Redis;
const opened: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createIsolatedDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'registre-shared-limits-'));
  redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  await redis.ping();
}, 120_000);

afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});

afterAll(async () => {
  redis?.disconnect();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

interface Instance {
  app: FastifyInstance;
  /** The JSON log lines the instance wrote. */
  logs: { level: number; msg: string }[];
}

/** An API instance on the test's database, its log captured. */
async function instance(env: Record<string, string>): Promise<Instance> {
  const logs: Instance['logs'] = [];
  const config = loadConfig({ APP_ENV: 'test', DATA_DIR: dataDir, AUTH_REGISTER_MAX_PER_IP: '1000', ...env });
  const app = await buildApp({ config, pool: database.pool, logger: { level: 'info', stream: { write: (line: string) => void logs.push(JSON.parse(line) as Instance['logs'][number]) } } });
  await app.ready();
  opened.push(app);
  return { app, logs };
}

/** Two instances sharing the machine's Redis under a prefix of this test's own. */
async function twoInstances(env: Record<string, string>) {
  const prefix = `registre-test:${randomUUID()}:`;
  const shared = { REDIS_URL, REDIS_KEY_PREFIX: prefix, ...env };
  return { first: await instance(shared), second: await instance(shared), prefix };
}

const suggest = (app: FastifyInstance, remoteAddress: string) => app.inject({ method: 'GET', url: '/api/search/suggest?q=boulangerie', remoteAddress });
const WARN = 40;
const redisWarnings = (logs: Instance['logs']) => logs.filter((line) => line.level === WARN && /redis unavailable/.test(line.msg));

describe('rate limits shared through Redis', () => {
  it('counts one visitor on every instance: over the limit on one, over it on the other', async () => {
    const { first, second, prefix } = await twoInstances({ SEARCH_RATE_LIMIT_PER_MINUTE: '3' });
    const visitor = '198.51.100.10';
    const statuses = [];
    for (const app of [first.app, second.app, first.app, second.app, first.app]) statuses.push((await suggest(app, visitor)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const limited = await suggest(second.app, visitor);
    expect(limited.json()).toEqual({ message: 'errors:request.rate-limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another visitor has a count of its own.
    expect((await suggest(second.app, '198.51.100.11')).statusCode).toBe(200);
    // The counters are Redis keys under the configured prefix, expiring with their window.
    const keys = await redis.keys(`${prefix}rate-limit:*`);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    const ttl = await redis.pttl(keys[0] as string);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await redis.del(...keys);
  });

  it('without REDIS_URL each instance counts alone (the behaviour Redis fixes)', async () => {
    const first = await instance({ SEARCH_RATE_LIMIT_PER_MINUTE: '3' });
    const second = await instance({ SEARCH_RATE_LIMIT_PER_MINUTE: '3' });
    const statuses = [];
    for (const app of [first.app, second.app, first.app, second.app, first.app, second.app]) statuses.push((await suggest(app, '198.51.100.12')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('shares the sign-in throttles: per address (Redis) and per e-mail (PostgreSQL)', async () => {
    const { first, second } = await twoInstances({ AUTH_LOGIN_MAX_PER_IP: '4', AUTH_LOGIN_MAX_PER_EMAIL: '2' });
    const { account } = await registerClient(first.app, {}, '198.51.100.20');

    // Wrong passwords for one e-mail from one address, alternately on each instance: the e-mail's count is one.
    const guesses = [];
    for (const app of [first.app, second.app, first.app]) {
      guesses.push((await createSessionClient(app, { remoteAddress: '198.51.100.21' }).post(AUTH_PATHS.login, { email: account.email, password: 'Faux-Essai-10' })).statusCode);
    }
    expect(guesses).toEqual([422, 422, 429]);

    // Sign-ins from one address, whatever the e-mail: the fifth is over AUTH_LOGIN_MAX_PER_IP on either instance.
    const attempts = [];
    for (const app of [second.app, first.app, second.app, first.app, second.app]) {
      attempts.push((await createSessionClient(app, { remoteAddress: '198.51.100.22' }).post(AUTH_PATHS.login, { email: newAccount().email, password: 'Faux-Essai-20' })).statusCode);
    }
    expect(attempts).toEqual([422, 422, 422, 422, 429]);
  });

  it('shares the order limit per address (a limiter a route makes itself) across instances', async () => {
    const { first, second } = await twoInstances({ ORDER_RATE_LIMIT_PER_IP_PER_MINUTE: '2', ORDER_RATE_LIMIT_PER_MINUTE: '1000' });
    const statuses = [];
    for (const app of [first.app, second.app, first.app]) {
      // A guest ordering for a company this empty register does not have: counted before it is looked up.
      const response = await createSessionClient(app, { remoteAddress: '198.51.100.30' }).post('/api/vat-numbers/732829320/order');
      statuses.push(response.statusCode === 429 ? (response.json() as { message: string }).message : response.statusCode);
    }
    expect(statuses.slice(0, 2)).not.toContain('errors:orders.rate-limited');
    expect(statuses[2]).toBe('errors:orders.rate-limited');
  });
});

/** A relay to Redis that a test can silence: it keeps what the client sends until it is resumed. */
async function startStallingRelay(port: number) {
  const held: { upstream: Socket; chunk: Buffer }[] = [];
  const sockets = new Set<Socket>();
  let stalled = false;
  const server = createServer((client) => {
    const upstream = connect(port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.on('data', (chunk: Buffer) => (stalled ? held.push({ upstream, chunk }) : upstream.write(chunk)));
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    stall: () => void (stalled = true),
    resume() {
      stalled = false;
      for (const { upstream, chunk } of held.splice(0)) upstream.write(chunk);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('rate limits fail open when Redis is away', () => {
  it('lets every request through, with one warning, when nothing listens at REDIS_URL', async () => {
    const closedPort = await freePort();
    const { app, logs } = await instance({ REDIS_URL: `redis://127.0.0.1:${closedPort}`, REDIS_COMMAND_TIMEOUT_MS: '200', SEARCH_RATE_LIMIT_PER_MINUTE: '2' });
    const statuses = [];
    for (let index = 0; index < 8; index += 1) statuses.push((await suggest(app, '198.51.100.40')).statusCode);
    expect(statuses).toEqual(Array(8).fill(200));
    expect(redisWarnings(logs)).toHaveLength(1);
  });

  it('lets requests through when Redis stops answering (command time-out), warns once, and counts again when it answers', async () => {
    const target = new URL(REDIS_URL);
    const relay = await startStallingRelay(Number(target.port || 6379));
    try {
      const { app, logs } = await instance({
        REDIS_URL: `redis://127.0.0.1:${relay.port}`,
        REDIS_KEY_PREFIX: `registre-test:${randomUUID()}:`,
        REDIS_COMMAND_TIMEOUT_MS: '200',
        SEARCH_RATE_LIMIT_PER_MINUTE: '3',
      });
      const visitor = '198.51.100.50';
      expect((await suggest(app, visitor)).statusCode).toBe(200);
      relay.stall();
      const during = [];
      for (let index = 0; index < 6; index += 1) during.push((await suggest(app, visitor)).statusCode);
      expect(during).toEqual(Array(6).fill(200));
      expect(redisWarnings(logs)).toHaveLength(1);

      // Redis answers again, and receives what it was sent meanwhile: the visitor's 8th request is over the limit.
      relay.resume();
      expect((await suggest(app, visitor)).statusCode).toBe(429);
      expect(logs.filter((line) => /redis answers again/.test(line.msg))).toHaveLength(1);
      expect(redisWarnings(logs)).toHaveLength(1);
    } finally {
      await relay.close();
    }
  });
});
