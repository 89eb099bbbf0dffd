import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/load-config';
import type { AppConfig } from '../../src/config/env-schema';
import { createBillingContext, type AccessGrantedEvent, type BillingContext } from '../../src/modules/billing';
import { createPlatform, createTestClock, type Platform, type TestClock } from '../../src/platform';
import { mailDeliveryJob } from '../../src/platform';
import { duplicateTrialRefundJob } from '../../src/modules/billing/duplicate-trial-refund-job';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { listMails } from '../support/mailbox';

export interface BillingTestApp {
  app: FastifyInstance;
  database: IsolatedDatabase;
  platform: Platform;
  config: AppConfig;
  clock: TestClock;
  billing: BillingContext;
  mailDir: string;
  /** Every log line written by the API and the platform (to check that no card number leaks). */
  logs: string[];
  /** The access-granted hook's calls. */
  granted: AccessGrantedEvent[];
  close(): Promise<void>;
}

/**
 * The real API on a database of its own, with a platform whose clock the test moves, billing mails
 * delivered by the real queue to .eml files, and every log line captured at trace level.
 */
export async function createBillingTestApp(env: Record<string, string> = {}, start = '2026-03-02T09:00:00Z'): Promise<BillingTestApp> {
  const database = await createIsolatedDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'registre-billing-'));
  const config = loadConfig({
    APP_ENV: 'test',
    LOG_LEVEL: 'trace',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    JOB_POLLING_INTERVAL_SECONDS: '0.5',
    AUTH_REGISTER_MAX_PER_IP: '1000',
    AUTH_MAIL_MAX_PER_IP: '1000',
    ...env,
  });
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString('utf8'));
      callback();
    },
  });
  const clock = createTestClock(start);
  const platform = await createPlatform(config, { pool: database.pool, clock, logger: pino({ level: 'trace' }, stream) });
  const granted: AccessGrantedEvent[] = [];
  const hook = async (_client: unknown, event: AccessGrantedEvent) => {
    granted.push(event);
  };
  const app = await buildApp({ config, pool: database.pool, platform, logger: { level: 'trace', stream }, accessGrantedHooks: [hook] });
  await app.ready();
  const mailJob = mailDeliveryJob(platform.mailQueue, platform.mailer);
  await platform.queue.work(mailJob.queue, mailJob.handle);
  const billing = createBillingContext(platform, { accessGrantedHooks: [hook] });
  const refundJob = duplicateTrialRefundJob(billing);
  await platform.queue.work(refundJob.queue, refundJob.handle);
  return {
    app,
    database,
    platform,
    config,
    clock,
    billing,
    mailDir: join(dataDir, 'mail'),
    logs,
    granted,
    async close() {
      await app.close();
      await platform.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  challenge: '4000 0027 6000 3184',
  failsAtRenewal: '4000 0000 0000 9995',
} as const;

let cardCounter = 0;

/**
 * A valid Visa number no other test uses (the sandbox pays it like 4242…): the discovery access is
 * once per card, so each new customer of a test that is not about that rule pays with its own.
 */
export function uniqueCard(): string {
  cardCounter += 1;
  const body = `4970${String(process.pid % 100000).padStart(5, '0')}${String(cardCounter).padStart(6, '0')}`;
  const digits = [...body].map(Number);
  // Luhn: from the right of the final number, every second digit (starting with the body's last) doubled.
  const sum = digits.reverse().reduce((total, digit, index) => total + (index % 2 === 0 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export function cardFields(number: string = CARDS.succeeds) {
  return { card_number: number, exp_month: 12, exp_year: 2030, cvc: '123', cardholder_name: 'Marie Durand' };
}

export const IDENTITY = { company_name: 'Durand Conseil', address_line: '12 rue de la Roquette', postcode: '75011', city: 'Paris', firstname: 'Marie', lastname: 'Durand', vat_number: 'FR40303265045' };

export function purchase(number: string = CARDS.succeeds, extra: Record<string, unknown> = {}) {
  return { ...IDENTITY, card: cardFields(number), withdrawal_waiver: true, terms_accepted: true, ...extra };
}

/**
 * Waits for `count` mails to `email` whose text matches `text`: up to 30 s, for the mail job works its queue one
 * mail at a time and a file's earlier tests may have left a backlog (it returns as soon as they are there).
 */
export async function mailsTo(t: Pick<BillingTestApp, 'mailDir'>, email: string, text: RegExp, count = 1) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const mails = (await listMails(t.mailDir)).filter((m) => m.to.includes(email) && text.test(m.decoded.replace(/\s+/g, ' ')));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`expected ${count} mail(s) to ${email} matching ${text}, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
