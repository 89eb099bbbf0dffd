import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerClient } from '../support/accounts';
import { createSessionClient, type SessionClient } from '../support/session-client';
import { createTestApp, type TestApp } from '../test-app';

/**
 * The rate limit of order creation (issue 20): a bucket per visitor address for everyone and a
 * bucket per user for a signed-in user, both shared by every order route. Limits are small here
 * (3 a minute per user, 5 per address) and every test uses addresses of its own.
 */
let test: TestApp;
let dataDir: string;
let siren = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'registre-order-limits-'));
  test = await createTestApp(
    inject('databaseUrl'),
    { DATA_DIR: dataDir, JOB_QUEUE_SCHEMA: `order_limits_${process.pid}`, ORDER_RATE_LIMIT_PER_MINUTE: '3', ORDER_RATE_LIMIT_PER_IP_PER_MINUTE: '5', AUTH_REGISTER_MAX_PER_IP: '1000' },
    { platform: true },
  );
  siren = (await test.pool.query<{ siren: string }>('SELECT siren FROM companies ORDER BY siren LIMIT 1')).rows[0]?.siren ?? '';
}, 120_000);

afterAll(async () => {
  await test?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The same session (its cookies) calling from another address. */
function fromAddress(client: SessionClient, remoteAddress: string): SessionClient {
  const moved = createSessionClient(test.app, { remoteAddress });
  for (const [name, value] of client.cookies) moved.cookies.set(name, value);
  return moved;
}

// Kinds every company can have (no requirement): a guest or a user without access gets a pre-order (202).
const KINDS = ['vat-numbers', 'company-summary', 'ps-extracts', 'ps-synthesis', 'letters'] as const;
const order = (client: SessionClient, index: number) => {
  const kind = KINDS[index % KINDS.length] ?? 'vat-numbers';
  return client.post(`/api/${kind}/${siren}/order`, kind === 'letters' ? { type: 'reclamation' } : undefined);
};

const expectLimited = (response: Awaited<ReturnType<typeof order>>) => {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: 'errors:orders.rate-limited' });
  expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(60);
};

describe('order creation rate limit', () => {
  it('limits a signed-in user across kinds and addresses (one bucket per user for every order route)', async () => {
    const { client } = await registerClient(test.app, {}, '10.20.0.1');
    for (let index = 0; index < 3; index += 1) {
      expect((await order(fromAddress(client, `10.20.1.${index}`), index)).statusCode).toBe(202);
    }
    expectLimited(await order(fromAddress(client, '10.20.1.9'), 3));
  });

  it('limits a signed-in user by address too: other accounts behind the same address share its bucket', async () => {
    const address = '10.30.0.1';
    const first = (await registerClient(test.app, {}, address)).client;
    const second = (await registerClient(test.app, {}, address)).client;
    for (let index = 0; index < 3; index += 1) expect((await order(first, index)).statusCode).toBe(202);
    // Under its own user limit (2 of 3), the second account still meets the address's (6 > 5).
    expect((await order(second, 0)).statusCode).toBe(202);
    expect((await order(second, 1)).statusCode).toBe(202);
    expectLimited(await order(second, 2));
  });

  it('limits a guest by address, and a client cannot pick the address it is counted under', async () => {
    const guest = createSessionClient(test.app, { remoteAddress: '10.40.0.1' });
    for (let index = 0; index < 5; index += 1) {
      const spoofed = { headers: { 'x-visitor-address': `10.40.9.${index}` } };
      const kind = KINDS[index % KINDS.length] ?? 'vat-numbers';
      const response = await guest.post(`/api/${kind}/${siren}/order`, kind === 'letters' ? { type: 'reclamation' } : undefined, spoofed);
      expect(response.statusCode).toBe(202);
    }
    expectLimited(await guest.post(`/api/vat-numbers/${siren}/order`, undefined, { headers: { 'x-visitor-address': '10.40.9.99' } }));
    expect((await createSessionClient(test.app, { remoteAddress: '10.40.0.2' }).post(`/api/vat-numbers/${siren}/order`)).statusCode).toBe(202);
  });
});
