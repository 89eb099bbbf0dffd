import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@registre/domain';
import { registerClient } from '../support/accounts';
import { createAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { createSessionClient } from '../support/session-client';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ AUTH_LOGIN_MAX_PER_EMAIL: '3', AUTH_MAIL_MAX_PER_IP: '2', AUTH_THROTTLE_WINDOW_SECONDS: '600' });
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'Nouveau-Tournesol-77';

describe('current-password checks are throttled per account', () => {
  it('answers 429 with Retry-After on PATCH /api/me after too many wrong current passwords, even with the right one', async () => {
    const { client, account } = await registerClient(t.app);
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await client.patch(AUTH_PATHS.me, { current_password: `Faux-Essai-${i}0`, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422]);
    const blocked = await client.patch(AUTH_PATHS.me, { current_password: account.password, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500);
    // The deletion's password check shares the same count.
    expect((await client.delete(AUTH_PATHS.me, { password: account.password })).statusCode).toBe(429);
    expect((await client.get(AUTH_PATHS.me)).statusCode).toBe(200);
  });
});

describe('e-mail changes are limited per account', () => {
  it('mails at most the configured number of changes within the window', async () => {
    const { client, account } = await registerClient(t.app);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await client.patch(AUTH_PATHS.me, { email: `nouvelle.${i}.${account.email}`, current_password: account.password })).statusCode);
    // Each change mails twice (the new address and the former one): the third is refused before any mail.
    expect(statuses).toEqual([200, 200, 429]);
    const { rows } = await t.database.pool.query<{ email: string }>('SELECT email FROM users WHERE email LIKE $1', [`nouvelle.%.${account.email}`]);
    expect(rows.map((row) => row.email)).toEqual([`nouvelle.1.${account.email}`]);
  });
});

describe('a password or e-mail change renews the session', () => {
  it('gives this browser a new session id and ends every other session', async () => {
    const { client, account } = await registerClient(t.app);
    const other = createSessionClient(t.app);
    expect((await other.post(AUTH_PATHS.login, { email: account.email, password: account.password })).statusCode).toBe(204);
    const before = client.cookies.get(t.config.SESSION_COOKIE);
    const changed = await client.patch(AUTH_PATHS.me, { email: `renouvelee.${account.email}`, current_password: account.password });
    expect(changed.statusCode).toBe(200);
    expect(client.cookies.get(t.config.SESSION_COOKIE)).not.toBe(before);
    expect((await client.get(AUTH_PATHS.me)).statusCode).toBe(200);
    expect((await other.get(AUTH_PATHS.me)).statusCode).toBe(401);
    // The former id no longer works either.
    const stale = await t.app.inject({ method: 'GET', url: AUTH_PATHS.me, cookies: { [t.config.SESSION_COOKIE]: before as string } });
    expect(stale.statusCode).toBe(401);
  });
});
