import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { createPool } from '@registre/db';
import type { Pool } from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/load-config';
import { findModuleJob, moduleList } from '../../src/modules/module-list';
import { orderFulfilmentQueue } from '../../src/modules/orders';
import { createPlatform, mailDeliveryJob, startMetricsServer, type MetricsServer, type Platform } from '../../src/platform';
import { CARDS, purchase, uniqueCard } from '../billing/billing-test-app';
import { newAccount } from '../support/accounts';
import { parsePrometheusText, sampleValue, type PromSample } from '../support/prometheus-text';
import { createSessionClient } from '../support/session-client';

const TOKEN = 'metrics-test-token-0123456789';
let dataDir: string;
let pool: Pool;
let platform: Platform;
let app: FastifyInstance;
let server: MetricsServer;
let kbisSiren = '';
const logs: string[] = [];

const scrape = async (): Promise<PromSample[]> => {
  const response = await fetch(`http://127.0.0.1:${server.port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return parsePrometheusText(await response.text());
};

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'registre-metrics-'));
  pool = createPool(inject('databaseUrl'));
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    JOB_QUEUE_SCHEMA: `metrics_${process.pid}`,
    JOB_POLLING_INTERVAL_SECONDS: '0.5',
    ORDER_POLLING_INTERVAL_SECONDS: '0.5',
    AUTH_REGISTER_MAX_PER_IP: '1000',
    BILLING_DAILY_CAP_PER_KIND: '100000',
  });
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString('utf8'));
      callback();
    },
  });
  platform = await createPlatform(config, { pool, logger: pino({ level: 'info' }, stream) });
  app = await buildApp({ config, pool, platform, logger: { level: 'info', stream } });
  await app.ready();
  const mails = mailDeliveryJob(platform.mailQueue, platform.mailer);
  await platform.queue.work(mails.queue, mails.handle);
  const fulfilment = findModuleJob(moduleList({ platform }).modules, orderFulfilmentQueue(config).name);
  await platform.queue.work(fulfilment.queue, fulfilment.handle, fulfilment.work);
  server = await startMetricsServer(platform.metrics, { host: '127.0.0.1', port: 0, token: TOKEN }, platform.logger);
  const { rows } = await pool.query<{ siren: string }>('SELECT siren FROM companies ORDER BY siren LIMIT 400');
  for (const { siren } of rows) {
    const documents = (await app.inject(`/api/documents/${siren}/document-availability`)).json() as { data: { kind: string; available: boolean }[] };
    if (documents.data.find((entry) => entry.kind === 'kbis')?.available) {
      kbisSiren = siren;
      break;
    }
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
  await app?.close();
  await platform?.close();
  await pool?.query(`DROP SCHEMA IF EXISTS metrics_${process.pid} CASCADE`);
  await pool?.end();
  await rm(dataDir, { recursive: true, force: true });
});

describe('/metrics', () => {
  it('is not on the public API port, and its own port asks for the token when one is set', async () => {
    expect((await app.inject('/metrics')).statusCode).toBe(404);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`)).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${server.port}/other`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });

  it('times HTTP answers by route pattern and status, with no SIREN in any label', async () => {
    const route = { method: 'GET', route: '/api/documents/:siren/document-availability', status_code: '200' };
    const before = sampleValue(await scrape(), 'http_request_duration_seconds_count', route);
    expect((await app.inject(`/api/documents/${kbisSiren}/document-availability`)).statusCode).toBe(200);
    expect((await app.inject('/api/no-such-route/123456789')).statusCode).toBe(404);
    const after = await scrape();
    expect(sampleValue(after, 'http_request_duration_seconds_count', route)).toBe(before + 1);
    expect(sampleValue(after, 'http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
    const labelValues = after.filter((sample) => sample.name.startsWith('http_')).flatMap((sample) => Object.values(sample.labels));
    expect(labelValues.some((value) => value.includes(kbisSiren) || value.includes('123456789'))).toBe(false);
  });

  it('counts a sandbox payment, the order it pays turned into a file, and the mail that tells it', async () => {
    const before = await scrape();
    const client = createSessionClient(app);
    const preOrder = await client.post(`/api/kbis/${kbisSiren}/order`);
    expect(preOrder.statusCode, preOrder.body).toBe(202);
    const preOrderId = (preOrder.json() as { data: { pre_order: { id: string } } }).data.pre_order.id;
    const account = newAccount();
    const paid = await client.post('/api/register-and-subscribe', {
      email: account.email,
      password: account.password,
      password_confirmation: account.password,
      ...purchase(uniqueCard(), { pre_order_id: preOrderId }),
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const declined = createSessionClient(app);
    const other = newAccount();
    const refused = await declined.post('/api/register-and-subscribe', { email: other.email, password: other.password, password_confirmation: other.password, ...purchase(CARDS.declined) });
    expect(refused.statusCode).toBe(402);

    await vi.waitFor(
      async () => {
        const now = await scrape();
        expect(sampleValue(now, 'order_file_ready_seconds_count', { kind: 'kbis' })).toBe(sampleValue(before, 'order_file_ready_seconds_count', { kind: 'kbis' }) + 1);
        expect(sampleValue(now, 'mail_deliveries_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(sampleValue(before, 'mail_deliveries_total', { outcome: 'sent' }) + 1);
      },
      { timeout: 30_000, interval: 250 },
    );
    const after = await scrape();
    const payments = (outcome: string, samples: PromSample[]) => sampleValue(samples, 'payments_total', { provider: 'sandbox', outcome });
    expect(payments('succeeded', after)).toBe(payments('succeeded', before) + 1);
    expect(payments('declined', after)).toBe(payments('declined', before) + 1);
    const jobs = (queue: string, samples: PromSample[]) => sampleValue(samples, 'job_duration_seconds_count', { queue, outcome: 'completed' });
    expect(jobs('order-fulfilment', after)).toBe(jobs('order-fulfilment', before) + 1);
    expect(jobs('mail-delivery', after)).toBeGreaterThanOrEqual(jobs('mail-delivery', before) + 1);
    expect(sampleValue(after, 'order_file_ready_seconds_sum', { kind: 'kbis' })).toBeGreaterThan(0);
  });

  it('counts a failed job attempt once, logs it once with its queue and job id, and shows waiting jobs and their age', async () => {
    const failing = { name: 'metrics-test-failing', retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 30, policy: 'standard' as const };
    const idle = { ...failing, name: 'metrics-test-idle' };
    await platform.queue.define(failing);
    await platform.queue.define(idle);
    await platform.queue.work(failing, async () => {
      throw new Error('metrics test: the handler failed');
    });
    const id = await platform.queue.send(failing, {});
    await platform.queue.send(idle, {});
    await vi.waitFor(async () => expect(await platform.queue.jobState(failing, id)).toBe('failed'), { timeout: 20_000, interval: 200 });
    const samples = await scrape();
    expect(sampleValue(samples, 'job_failures_total', { queue: 'metrics-test-failing' })).toBe(1);
    expect(sampleValue(samples, 'job_duration_seconds_count', { queue: 'metrics-test-failing', outcome: 'failed' })).toBe(1);
    expect(sampleValue(samples, 'job_queue_waiting_jobs', { queue: 'metrics-test-idle' })).toBe(1);
    expect(sampleValue(samples, 'job_queue_oldest_waiting_seconds', { queue: 'metrics-test-idle' })).toBeGreaterThanOrEqual(0);
    expect(sampleValue(samples, 'job_queue_waiting_jobs', { queue: 'metrics-test-failing' })).toBe(0);
    const lines = logs.filter((line) => line.includes('metrics test: the handler failed')).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'job failed', queue: 'metrics-test-failing', job: id });
  });

  it('shows the pool: open, idle and waiting connections, and its size', async () => {
    const samples = await scrape();
    expect(sampleValue(samples, 'db_pool_connections', { pool: 'app', state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, 'db_pool_connections', { pool: 'app', state: 'waiting' })).toBe(0);
    expect(sampleValue(samples, 'db_pool_max_connections', { pool: 'app' })).toBeGreaterThanOrEqual(1);
    expect(samples.some((sample) => sample.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('counts a mail the mail server refused', async () => {
    const closed = createServer();
    const port = await new Promise<number>((resolve) => closed.listen(0, '127.0.0.1', () => resolve((closed.address() as { port: number }).port)));
    await new Promise((resolve) => closed.close(resolve));
    const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOB_QUEUE_SCHEMA: `metrics_${process.pid}`, MAIL_SMTP_URL: `smtp://127.0.0.1:${port}` });
    const refusing = await createPlatform(config, { pool, logger: pino({ level: 'silent' }) });
    try {
      await expect(refusing.mailer.send({ to: 'marie@exemple.fr', subject: 'Essai', text: 'Essai', html: '<p>Essai</p>' })).rejects.toThrow();
      const samples = parsePrometheusText((await refusing.metrics.exposition()).body);
      expect(sampleValue(samples, 'mail_deliveries_total', { outcome: 'failed' })).toBe(1);
      expect(sampleValue(samples, 'mail_deliveries_total', { outcome: 'sent' })).toBe(0);
    } finally {
      await refusing.close();
    }
  });
});
