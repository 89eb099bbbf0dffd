import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_KEYS, AUTH_PATHS, currentUserSchema } from '@registre/domain';
import { hashToken } from '../../src/modules/auth/secret-token';
import { sessionStore } from '../../src/modules/auth/session-store';
import { newAccount, registerClient } from '../support/accounts';
import { createAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { countMails, listMails, waitForLink } from '../support/mailbox';
import { createSessionClient } from '../support/session-client';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => {
  await t?.close();
});

const countUsers = async (email: string) =>
  Number((await t.database.pool.query<{ n: string }>('SELECT count(*) AS n FROM users WHERE email = $1', [email])).rows[0]?.n);

describe('POST /register', () => {
  it('creates the account (unverified), answers 202 with a message key, signs nobody in, and mails the verification link', async () => {
    const client = createSessionClient(t.app);
    const account = newAccount({ email: '  Nouveau.Client@Exemple.FR ', tracking_source: 'gclid=abc' });
    const before = await countMails(t.mailDir);
    const response = await client.post(AUTH_PATHS.register, account);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: AUTH_KEYS.registrationMailSent });
    expect((await client.get(AUTH_PATHS.me)).statusCode).toBe(401);
    const { rows } = await t.database.pool.query('SELECT email, email_verified_at, first_name, password_hash, tracking_source, terms_accepted_at FROM users WHERE email = $1', ['nouveau.client@exemple.fr']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email_verified_at: null, first_name: 'Marie', tracking_source: 'gclid=abc' });
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].terms_accepted_at).toBeInstanceOf(Date);
    await waitForLink(t.mailDir, 'nouveau.client@exemple.fr', /\/verify-email\?/, { after: before });
    // The password chosen works at once; the address is confirmed from the mail.
    expect((await client.post(AUTH_PATHS.login, { email: account.email, password: account.password })).statusCode).toBe(204);
    expect(currentUserSchema.parse((await client.get(AUTH_PATHS.me)).json())).toMatchObject({ email: 'nouveau.client@exemple.fr', email_verified_at: null, last_name: 'Durand' });
  });

  it('answers 422 with the field errors', async () => {
    const client = createSessionClient(t.app);
    const response = await client.post(AUTH_PATHS.register, {
      email: 'pas-une-adresse',
      password: 'court',
      password_confirmation: 'autre',
      first_name: '',
      last_name: 'x'.repeat(81),
      terms_accepted: false,
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors).toMatchObject({
      email: ['errors:validation.email.invalid'],
      password: ['errors:validation.password.too-short'],
      first_name: ['errors:validation.required'],
      last_name: ['errors:validation.too-long'],
      terms_accepted: ['errors:validation.terms.required'],
    });
    expect(body.message).toMatch(/^errors:validation\./);
  });

  it('answers a taken e-mail, whatever its case, exactly as a new one: no account, no session, a mail to the owner and a line in their security log', async () => {
    const { account, user } = await registerClient(t.app);
    const fresh = await createSessionClient(t.app).post(AUTH_PATHS.register, newAccount());
    const before = await countMails(t.mailDir);
    const client = createSessionClient(t.app);
    const taken = await client.post(AUTH_PATHS.register, newAccount({ email: account.email.toUpperCase(), first_name: 'Intrus' }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(await countUsers(account.email)).toBe(1);
    expect((await client.get(AUTH_PATHS.me)).statusCode).toBe(401);
    await waitForLink(t.mailDir, account.email, /\/login$/, { after: before });
    const mails = (await listMails(t.mailDir)).slice(before).filter((mail) => mail.to.includes(account.email));
    expect(mails.map((mail) => mail.decoded).join('\n')).toMatch(/déjà un compte/);
    expect(mails.flatMap((mail) => mail.links).some((link) => link.includes('/verify-email'))).toBe(false);
    const events = await t.database.pool.query("SELECT user_id::text AS user_id FROM security_events WHERE type = 'registration-attempted' AND email = $1", [account.email]);
    expect(events.rows).toEqual([{ user_id: user.id }]);
  });

  it.each([
    ['a common password', 'password123', 'errors:validation.password.too-common'],
    ['a common French password', 'motdepasse', 'errors:validation.password.too-common'],
    ['the e-mail itself', 'client.mot@exemple.fr', 'errors:validation.password.same-as-email'],
  ])('refuses %s', async (_label, password, key) => {
    const account = newAccount({ email: 'client.mot@exemple.fr', password, password_confirmation: password });
    const response = await createSessionClient(t.app).post(AUTH_PATHS.register, account);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toContain(key);
    expect(await countUsers(account.email)).toBe(0);
  });

  it('refuses a confirmation that differs', async () => {
    const response = await createSessionClient(t.app).post(AUTH_PATHS.register, newAccount({ password_confirmation: 'Autre-Chose-99' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password_confirmation: ['errors:validation.password.confirmation-mismatch'] });
  });
});

describe('POST /login', () => {
  it('answers 204, signs in and rotates the session id and CSRF token', async () => {
    const { account } = await registerClient(t.app);
    const client = createSessionClient(t.app);
    await client.fetchCsrfCookie();
    const guestSession = client.cookies.get(t.config.SESSION_COOKIE);
    const guestToken = client.cookies.get('XSRF-TOKEN');
    const response = await client.post(AUTH_PATHS.login, { email: account.email, password: account.password });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(client.cookies.get(t.config.SESSION_COOKIE)).not.toBe(guestSession);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(guestToken);
    expect((await client.get(AUTH_PATHS.me)).json().email).toBe(account.email);
    // The pre-login session id is dead: fixing it on a victim before login gains nothing.
    const fixed = await t.app.inject({ method: 'GET', url: AUTH_PATHS.me, cookies: { [t.config.SESSION_COOKIE]: guestSession as string } });
    expect(fixed.statusCode).toBe(401);
  });

  it('answers the same 422 for a wrong password and an unknown e-mail', async () => {
    const { account } = await registerClient(t.app);
    const wrong = await createSessionClient(t.app).post(AUTH_PATHS.login, { email: account.email, password: 'Mauvais-Mot-De-Passe' });
    const unknown = await createSessionClient(t.app).post(AUTH_PATHS.login, { email: 'inconnu@exemple.fr', password: 'Mauvais-Mot-De-Passe' });
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ message: 'errors:auth.failed', errors: { email: ['errors:auth.failed'] } });
  });

  it('refuses a disabled account with the same 422', async () => {
    const { account, user } = await registerClient(t.app);
    await t.database.pool.query('UPDATE users SET disabled_at = now() WHERE id = $1', [user.id]);
    const response = await createSessionClient(t.app).post(AUTH_PATHS.login, { email: account.email, password: account.password });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('errors:auth.failed');
  });

  it('logs successes and failures in the security log', async () => {
    const { account, user } = await registerClient(t.app);
    await createSessionClient(t.app).post(AUTH_PATHS.login, { email: account.email, password: 'Mauvais-Mot-De-Passe' });
    await createSessionClient(t.app).post(AUTH_PATHS.login, { email: account.email, password: account.password });
    const { rows } = await t.database.pool.query<{ type: string }>('SELECT type FROM security_events WHERE user_id = $1 ORDER BY id', [user.id]);
    expect(rows.map((row) => row.type)).toEqual(['registered', 'login-succeeded', 'login-failed', 'login-succeeded']);
  });
});

describe('POST /logout', () => {
  it('answers 204 and ends the session server-side: the old cookie no longer works', async () => {
    const { client } = await registerClient(t.app);
    const oldCookie = client.cookies.get(t.config.SESSION_COOKIE) as string;
    const response = await client.post(AUTH_PATHS.logout);
    expect(response.statusCode).toBe(204);
    expect(client.cookies.has(t.config.SESSION_COOKIE)).toBe(false);
    const replay = await t.app.inject({ method: 'GET', url: AUTH_PATHS.me, cookies: { [t.config.SESSION_COOKIE]: oldCookie } });
    expect(replay.statusCode).toBe(401);
    const rows = await t.database.pool.query('SELECT 1 FROM sessions WHERE id_hash = $1', [hashToken(oldCookie)]);
    expect(rows.rowCount).toBe(0);
  });
});

describe('GET /api/me', () => {
  it('answers 401 to a guest, with or without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: AUTH_PATHS.me })).statusCode).toBe(401);
    const client = createSessionClient(t.app);
    await client.fetchCsrfCookie();
    const response = await client.get(AUTH_PATHS.me);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'errors:auth.unauthenticated' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 409 when the session points to a disabled or deleted account', async () => {
    const { client, user } = await registerClient(t.app);
    await t.database.pool.query('UPDATE users SET disabled_at = now() WHERE id = $1', [user.id]);
    const response = await client.get(AUTH_PATHS.me);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'errors:auth.account-unavailable' });
    await t.database.pool.query('UPDATE users SET disabled_at = NULL, deleted_at = now() WHERE id = $1', [user.id]);
    expect((await client.get(AUTH_PATHS.me)).statusCode).toBe(409);
  });

  it('ends a session idle for longer than the idle time, and one past its absolute expiry', async () => {
    const idle = await registerClient(t.app);
    await t.database.pool.query(`UPDATE sessions SET last_seen_at = now() - interval '121 minutes' WHERE user_id = $1`, [idle.user.id]);
    expect((await idle.client.get(AUTH_PATHS.me)).statusCode).toBe(401);
    const old = await registerClient(t.app);
    await t.database.pool.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [old.user.id]);
    expect((await old.client.get(AUTH_PATHS.me)).statusCode).toBe(401);
  });

  it('keeps an active session alive by touching its last-seen time', async () => {
    const { client, user } = await registerClient(t.app);
    await t.database.pool.query(`UPDATE sessions SET last_seen_at = now() - interval '100 minutes' WHERE user_id = $1`, [user.id]);
    expect((await client.get(AUTH_PATHS.me)).statusCode).toBe(200);
    const { rows } = await t.database.pool.query<{ recent: boolean }>(
      `SELECT last_seen_at > now() - interval '1 minute' AS recent FROM sessions WHERE user_id = $1`,
      [user.id],
    );
    expect(rows[0]?.recent).toBe(true);
  });
});

describe('session store', () => {
  it('purges expired and idle sessions only', async () => {
    const { user } = await registerClient(t.app);
    const store = sessionStore(t.database.pool, { idleMinutes: 120, absoluteHours: 168 });
    await store.create({ idHash: 'expired-session', userId: user.id, csrfHash: 'x', ip: null, userAgent: null });
    await store.create({ idHash: 'idle-session', userId: null, csrfHash: 'x', ip: null, userAgent: null });
    await t.database.pool.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE id_hash = 'expired-session'`);
    await t.database.pool.query(`UPDATE sessions SET last_seen_at = now() - interval '3 hours' WHERE id_hash = 'idle-session'`);
    const liveSql = `SELECT count(*) AS n FROM sessions WHERE expires_at > now() AND last_seen_at > now() - interval '120 minutes'`;
    const live = Number((await t.database.pool.query<{ n: string }>(liveSql)).rows[0]?.n);
    expect(await store.purgeExpired()).toBeGreaterThanOrEqual(2);
    const { rows } = await t.database.pool.query<{ id_hash: string }>('SELECT id_hash FROM sessions');
    expect(rows.map((row) => row.id_hash)).not.toContain('expired-session');
    expect(rows.map((row) => row.id_hash)).not.toContain('idle-session');
    expect(rows.length).toBe(live);
  });
});
