import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_PATHS } from '@registre/domain';
import { createBillingTestApp, type BillingTestApp } from '../billing/billing-test-app';
import { registerClient } from '../support/accounts';
import { freePort, startRecordingSmtpServer, type SmtpDelivery } from '../support/local-servers';
import { createSessionClient } from '../support/session-client';

/**
 * With a platform (as `npm start` and production run), account mails go through the job queue: a mail
 * server that is down when a password-reset link is asked for delays the mail, it does not lose it.
 */
let t: BillingTestApp;
let smtpPort: number;
const delivered: SmtpDelivery[] = [];
let server: SMTPServer | undefined;

beforeAll(async () => {
  smtpPort = await freePort();
  t = await createBillingTestApp({ MAIL_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, JOB_RETRY_DELAY_SECONDS: '1', AUTH_LOGIN_MAX_PER_IP: '1000' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

describe('account mails through the job queue', () => {
  it('keeps a password-reset mail while the mail server is down and delivers it once it is back', async () => {
    const { account } = await registerClient(t.app);
    const answer = await createSessionClient(t.app).post(AUTH_PATHS.forgotPassword, { email: account.email });
    expect(answer.statusCode).toBe(200);

    // The mail is a job of the queue, retried after each refused connection.
    const attempts = async () =>
      (
        await t.platform.pool.query<{ retry_count: number }>(
          `SELECT retry_count FROM ${t.config.JOB_QUEUE_SCHEMA}.job WHERE name = 'mail-delivery' AND data->>'to' = $1 AND data->>'subject' LIKE '%mot de passe%'`,
          [account.email],
        )
      ).rows[0]?.retry_count ?? 0;
    await vi.waitFor(async () => expect(await attempts()).toBeGreaterThanOrEqual(1), { timeout: 20_000, interval: 200 });
    expect(delivered).toEqual([]);

    server = (await startRecordingSmtpServer(smtpPort, delivered)).server;
    await vi.waitFor(() => expect(delivered.find((mail) => mail.to.includes(account.email) && /password-reset\//.test(mail.mail.decoded))).toBeDefined(), { timeout: 60_000, interval: 200 });
  }, 120_000);
});
