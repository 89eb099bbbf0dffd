import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, currentUserSchema } from '@registre/domain';
import { emailVerificationUrl } from '../../src/modules/auth/email-verification-link';
import { registerClient } from '../support/accounts';
import { createAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { countMails, listMails, waitForLink } from '../support/mailbox';
import { createSessionClient } from '../support/session-client';

const KEY = 'test-signing-key-'.padEnd(40, 'x');
let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ WEB_ORIGIN: 'http://site.test', APP_KEY: KEY });
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Nouveau-Tournesol-77';
const query = (link: string) => Object.fromEntries(new URL(link).searchParams);

describe('e-mail verification', () => {
  it('mails a signed link to the site page; posting its parameters verifies the address', async () => {
    const { client, account } = await registerClient(t.app);
    const link = await waitForLink(t.mailDir, account.email, /^http:\/\/site\.test\/verify-email\?/);
    const mail = (await listMails(t.mailDir)).find((candidate) => candidate.links.includes(link));
    expect(mail?.decoded).toContain('Registre Clair');
    expect(mail?.decoded).toContain('Confirmer mon adresse e-mail');
    expect(mail?.decoded).toMatch(/Content-Type: text\/html/);
    expect(mail?.decoded).toMatch(/Content-Type: text\/plain/);

    // From the browser that registered (another browser takes the account over: account-takeover.test.ts).
    const response = await client.post(AUTH_PATHS.verifyEmail, query(link));
    expect(response.statusCode).toBe(204);
    const me = currentUserSchema.parse((await client.get(AUTH_PATHS.me)).json());
    expect(me.email_verified_at).not.toBeNull();
    expect((await createSessionClient(t.app).post(AUTH_PATHS.verifyEmail, query(link))).statusCode).toBe(204);
  });

  it('answers 403 to a tampered or expired link, and changes nothing', async () => {
    const { client, account, user } = await registerClient(t.app);
    const link = await waitForLink(t.mailDir, account.email, /verify-email/);
    const tampered = { ...query(link), expires: String(Number(query(link).expires) + 3600) };
    const forged = await createSessionClient(t.app).post(AUTH_PATHS.verifyEmail, tampered);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'errors:auth.verification-link-invalid' });
    const old = emailVerificationUrl({ webOrigin: 'http://site.test', key: KEY, userId: user.id, email: account.email, now: new Date(Date.now() - 25 * 3600 * 1000) });
    const expired = await createSessionClient(t.app).post(AUTH_PATHS.verifyEmail, query(old));
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toEqual({ message: 'errors:auth.verification-link-expired' });
    const wrongKey = emailVerificationUrl({ webOrigin: 'http://site.test', key: 'x'.repeat(40), userId: user.id, email: account.email });
    expect((await createSessionClient(t.app).post(AUTH_PATHS.verifyEmail, query(wrongKey))).statusCode).toBe(403);
    expect(currentUserSchema.parse((await client.get(AUTH_PATHS.me)).json()).email_verified_at).toBeNull();
  });

  it('resends the link on request (202), and answers 204 once verified, 401 to a guest', async () => {
    const { client, account } = await registerClient(t.app);
    const before = await countMails(t.mailDir);
    const response = await client.post(AUTH_PATHS.verificationNotification);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: 'errors:auth.verification-link-sent' });
    const link = await waitForLink(t.mailDir, account.email, /verify-email/, { after: before });
    expect((await client.post(AUTH_PATHS.verifyEmail, query(link))).statusCode).toBe(204);
    expect((await client.post(AUTH_PATHS.verificationNotification)).statusCode).toBe(204);
    expect((await createSessionClient(t.app).post(AUTH_PATHS.verificationNotification)).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same 200 for a known and an unknown e-mail, and mails only the known one', async () => {
    const { account } = await registerClient(t.app);
    const known = await createSessionClient(t.app).post(AUTH_PATHS.forgotPassword, { email: account.email });
    const unknown = await createSessionClient(t.app).post(AUTH_PATHS.forgotPassword, { email: 'personne@exemple.fr' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ message: 'errors:auth.reset-link-sent' });
    await waitForLink(t.mailDir, account.email, /password-reset/);
    expect((await listMails(t.mailDir)).some((mail) => mail.to.includes('personne@exemple.fr'))).toBe(false);
  });

  it("resets with the mailed token once, and ends the user's sessions", async () => {
    const { client, account } = await registerClient(t.app);
    const before = await countMails(t.mailDir);
    await createSessionClient(t.app).post(AUTH_PATHS.forgotPassword, { email: account.email });
    const link = await waitForLink(t.mailDir, account.email, /^http:\/\/site\.test\/password-reset\/[\w-]{43}\?email=/, { after: before });
    const url = new URL(link);
    const token = url.pathname.split('/').pop() as string;
    expect(url.searchParams.get('email')).toBe(account.email);
    const { rows } = await t.database.pool.query<{ token_hash: string }>('SELECT token_hash FROM user_tokens');
    expect(rows.map((row) => row.token_hash)).not.toContain(token);

    const body = { token, email: account.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const reset = await createSessionClient(t.app).post(AUTH_PATHS.resetPassword, body);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'errors:auth.password-reset-done' });
    expect((await client.get(AUTH_PATHS.me)).statusCode).toBe(401);
    const login = await createSessionClient(t.app).post(AUTH_PATHS.login, { email: account.email, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(204);
    const oldPassword = await createSessionClient(t.app).post(AUTH_PATHS.login, { email: account.email, password: account.password });
    expect(oldPassword.statusCode).toBe(422);

    const reuse = await createSessionClient(t.app).post(AUTH_PATHS.resetPassword, { ...body, password: 'Encore-Autre-88', password_confirmation: 'Encore-Autre-88' });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json()).toEqual({ message: 'errors:auth.reset-token-invalid', errors: { email: ['errors:auth.reset-token-invalid'] } });
  });

  it('refuses an expired token, and a token used with another e-mail', async () => {
    const victim = await registerClient(t.app);
    const attacker = await registerClient(t.app);
    const before = await countMails(t.mailDir);
    await createSessionClient(t.app).post(AUTH_PATHS.forgotPassword, { email: victim.account.email });
    const token = new URL(await waitForLink(t.mailDir, victim.account.email, /password-reset/, { after: before })).pathname.split('/').pop() as string;
    const body = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await createSessionClient(t.app).post(AUTH_PATHS.resetPassword, { ...body, email: attacker.account.email })).statusCode).toBe(422);
    await t.database.pool.query(`UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [victim.user.id]);
    expect((await createSessionClient(t.app).post(AUTH_PATHS.resetPassword, { ...body, email: victim.account.email })).statusCode).toBe(422);
    expect((await createSessionClient(t.app).post(AUTH_PATHS.login, { email: victim.account.email, password: victim.account.password })).statusCode).toBe(204);
  });

  it('tokens expire after 60 minutes', async () => {
    const { account, user } = await registerClient(t.app);
    const before = await countMails(t.mailDir);
    await createSessionClient(t.app).post(AUTH_PATHS.forgotPassword, { email: account.email });
    // The token is issued after the answer (its timing tells nothing): wait for its mail.
    await waitForLink(t.mailDir, account.email, /password-reset/, { after: before });
    const { rows } = await t.database.pool.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM user_tokens WHERE user_id = $1 AND purpose = 'password-reset'`,
      [user.id],
    );
    expect(rows).toEqual([{ minutes: 60 }]);
  });
});

describe('magic link', () => {
  it('answers the same 200 whether or not the account exists', async () => {
    const { account } = await registerClient(t.app);
    const known = await createSessionClient(t.app).post(AUTH_PATHS.magicLinkRequest, { email: account.email });
    const unknown = await createSessionClient(t.app).post(AUTH_PATHS.magicLinkRequest, { email: 'personne@exemple.fr' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
  });

  it('signs in once through GET /api/me/magic-link/{token}, then the token is spent', async () => {
    const { account } = await registerClient(t.app);
    const before = await countMails(t.mailDir);
    await createSessionClient(t.app).post(AUTH_PATHS.magicLinkRequest, { email: account.email });
    const link = await waitForLink(t.mailDir, account.email, /^http:\/\/site\.test\/\?magicToken=/, { after: before });
    const token = new URL(link).searchParams.get('magicToken') as string;

    const browser = createSessionClient(t.app);
    const response = await browser.get(AUTH_PATHS.magicLinkSignIn(token));
    expect(response.statusCode).toBe(200);
    const user = currentUserSchema.parse(response.json());
    expect(user.email).toBe(account.email);
    expect(user.email_verified_at).not.toBeNull();
    expect((await browser.get(AUTH_PATHS.me)).statusCode).toBe(200);

    const reuse = await createSessionClient(t.app).get(AUTH_PATHS.magicLinkSignIn(token));
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ message: 'errors:auth.magic-link-invalid' });
    expect((await browser.get(AUTH_PATHS.magicLinkSignIn(token))).statusCode).toBe(200);
  });

  it('refuses an expired token and a made-up one', async () => {
    const { account, user } = await registerClient(t.app);
    const before = await countMails(t.mailDir);
    await createSessionClient(t.app).post(AUTH_PATHS.magicLinkRequest, { email: account.email });
    const token = new URL(await waitForLink(t.mailDir, account.email, /magicToken/, { after: before })).searchParams.get('magicToken') as string;
    await t.database.pool.query(`UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    expect((await createSessionClient(t.app).get(AUTH_PATHS.magicLinkSignIn(token))).statusCode).toBe(401);
    expect((await createSessionClient(t.app).get(AUTH_PATHS.magicLinkSignIn('A'.repeat(43)))).statusCode).toBe(401);
    expect((await createSessionClient(t.app).get(AUTH_PATHS.magicLinkSignIn("' OR 1=1 --"))).statusCode).toBe(401);
  });
});
