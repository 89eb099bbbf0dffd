import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_ERRORS, AUTH_KEYS, AUTH_PATHS, FOLLOWING_PATHS } from '@registre/domain';
import { newAccount, registerClient } from '../support/accounts';
import { createAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { countMails, waitForLink } from '../support/mailbox';
import { createSessionClient, type SessionClient } from '../support/session-client';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ WEB_ORIGIN: 'http://site.test' });
});
afterAll(async () => {
  await t?.close();
});

async function signInByMagicLink(email: string) {
  const before = await countMails(t.mailDir);
  await createSessionClient(t.app).post(AUTH_PATHS.magicLinkRequest, { email });
  const token = new URL(await waitForLink(t.mailDir, email, /magicToken=/, { after: before })).searchParams.get('magicToken') as string;
  const owner = createSessionClient(t.app);
  const response = await owner.get(AUTH_PATHS.magicLinkSignIn(token));
  expect(response.statusCode).toBe(200);
  return owner;
}

describe('pre-hijacking: an account registered with someone else’s address', () => {
  it('ends the registrant’s sessions, erases the unproved password and suspends the webhook when the owner proves the address', async () => {
    const attacker = await registerClient(t.app);
    await withWebhook(attacker.client);
    const owner = await signInByMagicLink(attacker.account.email);
    expect(await webhookOf(attacker.user.id)).toMatchObject({ webhook_enabled: false });

    expect((await attacker.client.get(AUTH_PATHS.me)).statusCode).toBe(401);
    const reuse = await createSessionClient(t.app).post(AUTH_PATHS.login, { email: attacker.account.email, password: attacker.account.password });
    expect(reuse.statusCode).toBe(422);
    const me = await owner.get(AUTH_PATHS.me);
    expect(me.statusCode).toBe(200);
    expect(me.json().email_verified_at).not.toBeNull();
  });

  it('keeps the other sessions of an account whose address was already proved', async () => {
    const { account } = await registerClient(t.app);
    const first = await signInByMagicLink(account.email);
    await signInByMagicLink(account.email);
    expect((await first.get(AUTH_PATHS.me)).statusCode).toBe(200);
  });
});

/** The query of the verification link mailed to `email`, as the site's /verify-email page posts it. */
async function verificationOf(email: string) {
  const link = new URL(await waitForLink(t.mailDir, email, /\/verify-email\?/));
  return Object.fromEntries(link.searchParams.entries());
}

const webhookOf = async (userId: string) =>
  (await t.database.pool.query<{ webhook_enabled: boolean; webhook_secret: string }>('SELECT webhook_enabled, webhook_secret FROM alert_settings WHERE user_id = $1', [userId])).rows[0];

async function withWebhook(client: SessionClient) {
  const saved = await client.post(FOLLOWING_PATHS.alertSettings, { digest_frequency: 'daily', webhook_url: 'https://hooks.exemple.fr/registre' });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('pre-hijacking: the verification link opened in another browser than the registrant’s', () => {
  it('ends the registrant’s sessions, erases the password, suspends the webhook, tells the owner and sends them to set their own password', async () => {
    const attacker = await registerClient(t.app);
    await withWebhook(attacker.client);
    const before = await webhookOf(attacker.user.id);
    const owner = createSessionClient(t.app);

    const verified = await owner.post(AUTH_PATHS.verifyEmail, await verificationOf(attacker.account.email));
    expect(verified.statusCode, verified.body).toBe(200);
    const answer = verified.json() as { message: string; findings: string[]; password_reset_path: string };
    expect(answer).toMatchObject({ message: AUTH_KEYS.addressProvedElsewhere, findings: [ALERT_ERRORS.webhookSuspendedAfterProof] });

    expect((await attacker.client.get(AUTH_PATHS.me)).statusCode).toBe(401);
    const reuse = await createSessionClient(t.app).post(AUTH_PATHS.login, { email: attacker.account.email, password: attacker.account.password });
    expect(reuse.statusCode).toBe(422);
    expect(await webhookOf(attacker.user.id)).toMatchObject({ webhook_enabled: false });

    const reset = new URL(answer.password_reset_path, 'http://site.test');
    expect(reset.pathname).toMatch(/^\/password-reset\/[\w-]{43}$/);
    expect(reset.searchParams.get('email')).toBe(attacker.account.email);
    const ownPassword = 'Mon-Propre-Secret-77';
    const token = reset.pathname.split('/').at(-1) as string;
    const set = await owner.post(AUTH_PATHS.resetPassword, { token, email: attacker.account.email, password: ownPassword, password_confirmation: ownPassword });
    expect(set.statusCode, set.body).toBeLessThan(300);
    expect((await owner.post(AUTH_PATHS.login, { email: attacker.account.email, password: ownPassword })).statusCode).toBe(204);

    // Saving the webhook's address again is the owner's confirmation: enabled again, with a secret the registrant never saw.
    await withWebhook(owner);
    const after = await webhookOf(attacker.user.id);
    expect(after?.webhook_enabled).toBe(true);
    expect(after?.webhook_secret).not.toBe(before?.webhook_secret);
  });

  it('takes nothing from an owner who verifies from the browser they registered with, signed in or not', async () => {
    const signedIn = await registerClient(t.app);
    await withWebhook(signedIn.client);
    expect((await signedIn.client.post(AUTH_PATHS.verifyEmail, await verificationOf(signedIn.account.email))).statusCode).toBe(204);
    expect((await signedIn.client.get(AUTH_PATHS.me)).json().email_verified_at).not.toBeNull();
    expect(await webhookOf(signedIn.user.id)).toMatchObject({ webhook_enabled: true });

    const account = newAccount();
    const browser = createSessionClient(t.app);
    expect((await browser.post(AUTH_PATHS.register, account)).statusCode).toBe(202);
    expect((await browser.post(AUTH_PATHS.verifyEmail, await verificationOf(account.email))).statusCode).toBe(204);
    expect((await browser.post(AUTH_PATHS.login, { email: account.email, password: account.password })).statusCode).toBe(204);
  });
});
