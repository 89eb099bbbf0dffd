import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/load-config';
import { createPlatform, createTestClock, mailDeliveryJob, type Platform, type TestClock } from '../../src/platform';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { mailsTo as billingMailsTo } from '../billing/billing-test-app';

export interface SitePagesTestApp {
  app: FastifyInstance;
  database: IsolatedDatabase;
  platform: Platform;
  clock: TestClock;
  mailDir: string;
  /** Starts delivering the queued mails (until then the mail server is as good as down). */
  deliverMails(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The real API on a database of its own and the real job queue, its clock moved by the test; mails
 * land as .eml files once `deliverMails()` has started their delivery.
 */
export async function createSitePagesTestApp(env: Record<string, string> = {}, start = '2026-12-07T09:00:00Z'): Promise<SitePagesTestApp> {
  const database = await createIsolatedDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'registre-site-pages-'));
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: database.url, JOB_POLLING_INTERVAL_SECONDS: '0.5', ...env });
  const clock = createTestClock(start);
  const platform = await createPlatform(config, { pool: database.pool, clock, logger: pino({ level: 'silent' }) });
  const app = await buildApp({ config, pool: database.pool, platform, logger: false });
  await app.ready();
  return {
    app,
    database,
    platform,
    clock,
    mailDir: join(dataDir, 'mail'),
    async deliverMails() {
      const job = mailDeliveryJob(platform.mailQueue, platform.mailer);
      await platform.queue.work(job.queue, job.handle);
    },
    async close() {
      await app.close();
      await platform.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits for `count` mails to `email` whose text matches `text`. */
export const mailsTo = (t: SitePagesTestApp, email: string, text: RegExp, count = 1) => billingMailsTo(t, email, text, count);
