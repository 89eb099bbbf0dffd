import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FOLLOWING_PATHS } from '@registre/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { ConfigError, loadConfig } from '../../src/config/load-config';
import { attemptDelivery, dispatchWebhooks, verifyWebhookSignature } from '../../src/modules/following';
import { isPublicAddress, resolveWebhookAddress, webhookUrlProblem } from '../../src/modules/following/webhook-address-guard';
import { createPlatform, createTestClock, type Platform } from '../../src/platform';
import { buildApp } from '../../src/app';
import { webhookDeliveryQueue, webhookDependencies } from '../../src/modules/following';
import { startModules } from '../../src/modules/module-list';
import { registerClient } from '../support/accounts';
import { listMails } from '../support/mailbox';
import { seedCompanies, seededSiren } from './seed-companies';

interface Received {
  body: string;
  signature: string;
}

let database: IsolatedDatabase;
let platform: Platform;
let dataDir: string;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];
let answerStatus = 200;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });

async function userWithWebhook(email: string, url: string, { verified = true } = {}): Promise<{ id: string; secret: string }> {
  const { rows } = await database.pool.query<{ id: string }>(`INSERT INTO users (email, first_name, email_verified_at) VALUES ($1, 'Paul', $2) RETURNING id::text`, [
    email,
    verified ? new Date('2026-01-01T00:00:00Z') : null,
  ]);
  const id = rows[0]?.id ?? '';
  const list = await database.pool.query<{ id: string }>(`INSERT INTO followed_lists (user_id, name) VALUES ($1, 'API') RETURNING id`, [id]);
  await database.pool.query(`INSERT INTO followed_companies (list_id, siren) VALUES ($1, $2)`, [list.rows[0]?.id, seededSiren(1)]);
  const secret = `whsec_test_${id}`;
  await database.pool.query(`INSERT INTO alert_settings (user_id, webhook_url, webhook_secret, webhook_enabled) VALUES ($1, $2, $3, true)`, [id, url, secret]);
  return { id, secret };
}

const recordEvent = (siren: string) =>
  database.pool.query(`INSERT INTO company_events (siren, kind, source, details) VALUES ($1, 'renamed', 'sirene', '{"before":"A","after":"B"}')`, [siren]);

const deliveriesOf = async (userId: string) =>
  (await database.pool.query<{ id: string; state: string; attempts: number; last_status: number | null }>(`SELECT id, state, attempts, last_status FROM webhook_deliveries WHERE user_id = $1 ORDER BY created_at, id`, [userId])).rows;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'registre-webhooks-'));
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_MAX_ATTEMPTS: '3', WEBHOOK_DISABLE_AFTER_FAILURES: '4', WEBHOOK_TIMEOUT_SECONDS: '5' });
  platform = await createPlatform(config, { pool: database.pool, clock: createTestClock('2026-03-02T06:00:00Z') });
  await startModules({ platform });
  await seedCompanies(database.pool, 2);
  receiver = createServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({ body, signature: String(request.headers['x-registre-signature'] ?? '') });
      response.writeHead(answerStatus).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
}, 60_000);
afterAll(async () => {
  receiver?.close();
  await platform?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('webhook deliveries', () => {
  it('dispatches each new event once, with its job, and delivers it signed', async () => {
    const { id, secret } = await userWithWebhook('api@exemple.fr', receiverUrl);
    await recordEvent(seededSiren(1));
    await recordEvent(seededSiren(2)); // not followed
    const deps = webhookDependencies(platform);
    expect(await dispatchWebhooks(deps)).toBe(1);
    expect(await dispatchWebhooks(deps)).toBe(0);
    const [delivery] = await deliveriesOf(id);
    const queued = await database.pool.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND data->>'deliveryId' = $2`, [webhookDeliveryQueue(platform.config).name, delivery?.id]);
    expect(queued.rows[0]).toEqual({ n: 1 });

    answerStatus = 200;
    expect(await attemptDelivery(deps, delivery?.id ?? '')).toBe('delivered');
    const last = received.at(-1);
    const now = Math.floor(platform.clock.now().getTime() / 1000);
    expect(verifyWebhookSignature(last?.signature ?? '', secret, last?.body ?? '', now)).toBe(true);
    expect(verifyWebhookSignature(last?.signature ?? '', 'wrong-secret', last?.body ?? '', now)).toBe(false);
    expect(verifyWebhookSignature(last?.signature ?? '', secret, `${last?.body ?? ''} `, now)).toBe(false);
    expect(verifyWebhookSignature(last?.signature ?? '', secret, last?.body ?? '', now + 3600)).toBe(false);
    expect(JSON.parse(last?.body ?? '{}')).toMatchObject({ type: 'company.renamed', data: { siren: seededSiren(1), before: 'A', after: 'B' } });
    expect(await deliveriesOf(id)).toEqual([expect.objectContaining({ state: 'delivered', attempts: 1, last_status: 200 })]);
    // A delivered one is not sent again.
    expect(await attemptDelivery(deps, delivery?.id ?? '')).toBe('skipped');
  });

  it('retries a failing delivery up to the attempts limit, then disables the webhook after repeated failures and says so by mail', async () => {
    const { id } = await userWithWebhook('panne@exemple.fr', receiverUrl);
    const deps = webhookDependencies(platform);
    await recordEvent(seededSiren(1));
    await recordEvent(seededSiren(1));
    await dispatchWebhooks(deps);
    const [first, second] = await deliveriesOf(id);
    answerStatus = 500;
    expect(await attemptDelivery(deps, first?.id ?? '')).toBe('retry');
    expect(await attemptDelivery(deps, first?.id ?? '')).toBe('retry');
    expect(await attemptDelivery(deps, first?.id ?? '')).toBe('failed');
    expect((await deliveriesOf(id))[0]).toMatchObject({ state: 'failed', attempts: 3, last_status: 500 });
    // The fourth failure in a row disables the webhook.
    expect(await attemptDelivery(deps, second?.id ?? '')).toBe('disabled');
    const settings = await database.pool.query(`SELECT webhook_enabled, webhook_disabled_at IS NOT NULL AS disabled FROM alert_settings WHERE user_id = $1`, [id]);
    expect(settings.rows[0]).toEqual({ webhook_enabled: false, disabled: true });
    expect((await deliveriesOf(id)).map((d) => d.state)).toEqual(['failed', 'failed']);
    const mails = (await listMails(join(dataDir, 'mail'))).filter((mail) => mail.to.includes('panne@exemple.fr'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.decoded).toContain('webhook');
    // A disabled webhook gets no new deliveries.
    await recordEvent(seededSiren(1));
    await dispatchWebhooks(deps);
    expect(await deliveriesOf(id)).toHaveLength(2);
  });
});

describe('webhook mails', () => {
  it('disables the webhook of an unverified account without mailing its address', async () => {
    const { id } = await userWithWebhook('jamais-prouvee@exemple.fr', receiverUrl, { verified: false });
    const deps = webhookDependencies(platform);
    for (let i = 0; i < 4; i += 1) await recordEvent(seededSiren(1));
    await dispatchWebhooks(deps);
    answerStatus = 500;
    const outcomes: string[] = [];
    for (const delivery of await deliveriesOf(id)) outcomes.push(await attemptDelivery(deps, delivery.id));
    expect(outcomes.at(-1)).toBe('disabled');
    expect((await listMails(join(dataDir, 'mail'))).filter((mail) => mail.to.includes('jamais-prouvee@exemple.fr'))).toEqual([]);
  });
});

describe('the SSRF guard', () => {
  it.each(['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fc00::1', '::ffff:127.0.0.1', '224.0.0.1'])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '151.101.1.69', '2a00:1450:4007:80e::200e'])('accepts the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses loopback, private and non-HTTPS URLs without the test allowance, and accepts them with it', async () => {
    expect(webhookUrlProblem('https://127.0.0.1/hook', false)).toBe('not-public');
    expect(webhookUrlProblem('https://[::1]/hook', false)).toBe('not-public');
    expect(webhookUrlProblem('https://localhost/hook', false)).toBe('not-public');
    expect(webhookUrlProblem('http://exemple.fr/hook', false)).toBe('invalid');
    expect(webhookUrlProblem('https://user:pw@exemple.fr/hook', false)).toBe('invalid');
    expect(webhookUrlProblem('https://hooks.exemple.fr/registre', false)).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:8080/hook', true)).toBeNull();
    await expect(resolveWebhookAddress(new URL('https://10.0.0.8/hook'), false)).rejects.toThrow(/not-public/);
  });

  it('allows the test allowance only when APP_ENV=test', () => {
    expect(() => loadConfig({ APP_ENV: 'local', WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' })).toThrow(ConfigError);
  });

  it('refuses to save a private webhook address through the API (422 with key)', async () => {
    const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const app = await buildApp({ config, pool: database.pool });
    try {
      const { client } = await registerClient(app);
      const refused = await client.post(FOLLOWING_PATHS.alertSettings, { digest_frequency: 'daily', webhook_url: 'https://192.168.0.10/hook' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message: 'errors:alerts.webhook-url-not-public', errors: { webhook_url: ['errors:alerts.webhook-url-not-public'] } });
      const saved = await client.post(FOLLOWING_PATHS.alertSettings, { digest_frequency: 'weekly', webhook_url: 'https://hooks.exemple.fr/registre' });
      expect(saved.statusCode).toBe(200);
      const settings = (saved.json() as { data: { digest_frequency: string; webhook: { secret: string; enabled: boolean } } }).data;
      expect(settings).toMatchObject({ digest_frequency: 'weekly', webhook: { enabled: true } });
      expect(settings.webhook.secret).toMatch(/^whsec_/);
      // Saving the same URL keeps the secret; another URL gets a new one.
      const same = (await client.post(FOLLOWING_PATHS.alertSettings, { digest_frequency: 'daily', webhook_url: 'https://hooks.exemple.fr/registre' })).json() as { data: { webhook: { secret: string } } };
      expect(same.data.webhook.secret).toBe(settings.webhook.secret);
      expect((await client.get(FOLLOWING_PATHS.webhookDeliveries)).json()).toEqual({ data: [] });
    } finally {
      await app.close();
    }
  });
});
