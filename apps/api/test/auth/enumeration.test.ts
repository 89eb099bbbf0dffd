import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@registre/domain';
import { registerClient } from '../support/accounts';
import { createAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { countMails, waitForLink } from '../support/mailbox';
import { createSessionClient } from '../support/session-client';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ WEB_ORIGIN: 'http://site.test' });
});
afterAll(async () => {
  await t?.close();
});

/** Fails when `promise` has not settled within `ms` (it waits on a lock the test holds). */
const answeredWithin = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);

describe('the mailing routes answer before looking the address up', () => {
  it.each([
    ['forgot-password', AUTH_PATHS.forgotPassword, /password-reset/],
    ['magic-link', AUTH_PATHS.magicLinkRequest, /magicToken=/],
  ])('%s answers while the accounts table is locked, then mails the known address', async (_label, path, link) => {
    const { account } = await registerClient(t.app);
    const client = createSessionClient(t.app);
    await client.fetchCsrfCookie();
    const before = await countMails(t.mailDir);
    const locker = await t.database.pool.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
      const [known, unknown] = await answeredWithin(Promise.all([client.post(path, { email: account.email }), client.post(path, { email: 'personne.inconnue@exemple.fr' })]), 5000);
      expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
      expect(known.body).toBe(unknown.body);
    } finally {
      await locker.query('COMMIT');
      locker.release();
    }
    await waitForLink(t.mailDir, account.email, link, { after: before });
  });
});
