import type { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@registre/domain';
import { registerClient } from '../support/accounts';
import { createAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { listMails } from '../support/mailbox';
import { startRecordingSmtpServer, type SmtpDelivery } from '../support/local-servers';
import { createSessionClient } from '../support/session-client';

const deliveries: SmtpDelivery[] = [];
let server: SMTPServer;
let t: AuthTestApp;

beforeAll(async () => {
  const started = await startRecordingSmtpServer(0, deliveries);
  server = started.server;
  const { port } = started;
  t = await createAuthTestApp({ MAIL_SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM_ADDRESS: 'bonjour@registre.test', NEXT_PUBLIC_BRAND_NAME: 'Annuaire Test', WEB_ORIGIN: 'https://www.registre.test' });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function waitForDelivery(to: string): Promise<SmtpDelivery> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = deliveries.find((delivery) => delivery.to.includes(to));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no SMTP delivery to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('mail through SMTP when MAIL_SMTP_URL is set', () => {
  it('delivers the verification mail, branded, in HTML and text, and writes no .eml', async () => {
    const { account } = await registerClient(t.app);
    const delivery = await waitForDelivery(account.email);
    expect(delivery.from).toBe('bonjour@registre.test');
    expect(delivery.mail.decoded).toMatch(/^From: Annuaire Test <bonjour@registre\.test>$/m);
    expect(delivery.mail.decoded).toContain("L'équipe Annuaire Test");
    expect(delivery.mail.decoded).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(delivery.mail.decoded).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(delivery.mail.links.some((link) => link.startsWith('https://www.registre.test/verify-email?id='))).toBe(true);
    expect(await listMails(t.mailDir)).toEqual([]);
  });

  it('delivers the password-reset mail with its link to the site', async () => {
    const { account } = await registerClient(t.app);
    await createSessionClient(t.app).post(AUTH_PATHS.forgotPassword, { email: account.email });
    const deadline = Date.now() + 5000;
    let link: string | undefined;
    while (!link && Date.now() < deadline) {
      link = deliveries.flatMap((delivery) => (delivery.to.includes(account.email) ? delivery.mail.links : [])).find((candidate) => candidate.includes('/password-reset/'));
      if (!link) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(link).toMatch(/^https:\/\/www\.registre\.test\/password-reset\/[\w-]{43}\?email=/);
  });
});
