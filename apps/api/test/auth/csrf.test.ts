import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, XSRF_COOKIE } from '@registre/domain';
import { createAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { newAccount, registerClient } from '../support/accounts';
import { createSessionClient } from '../support/session-client';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 with an HttpOnly session cookie and a readable XSRF-TOKEN, both SameSite=Lax', async () => {
    const response = await t.app.inject({ method: 'GET', url: AUTH_PATHS.csrfCookie });
    expect(response.statusCode).toBe(204);
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    const session = cookies[t.config.SESSION_COOKIE];
    const xsrf = cookies[XSRF_COOKIE];
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(xsrf?.value).toMatch(/^[\w-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps the token of a session whose browser still holds it', async () => {
    const client = createSessionClient(t.app);
    await client.fetchCsrfCookie();
    const first = client.cookies.get(XSRF_COOKIE);
    const session = client.cookies.get(t.config.SESSION_COOKIE);
    await client.fetchCsrfCookie();
    expect(client.cookies.get(XSRF_COOKIE)).toBe(first);
    expect(client.cookies.get(t.config.SESSION_COOKIE)).toBe(session);
  });

  it('stores no session row for a guest, however many times it is called, and the token still works', async () => {
    const count = async () => Number((await t.database.pool.query<{ n: string }>('SELECT count(*) AS n FROM sessions')).rows[0]?.n);
    const before = await count();
    for (let i = 0; i < 20; i++) expect((await t.app.inject({ method: 'GET', url: AUTH_PATHS.csrfCookie })).statusCode).toBe(204);
    const client = createSessionClient(t.app);
    await client.fetchCsrfCookie();
    await client.fetchCsrfCookie();
    expect(await count()).toBe(before);
    const failed = await client.post(AUTH_PATHS.login, { email: 'personne@exemple.fr', password: 'Mauvais-Mot-9' });
    expect(failed.statusCode).toBe(422);
    expect(await count()).toBe(before);
    const account = newAccount();
    const registered = await client.post(AUTH_PATHS.register, account);
    expect(registered.statusCode).toBe(202);
    expect(await count()).toBe(before);
    expect((await client.post(AUTH_PATHS.login, { email: account.email, password: account.password })).statusCode).toBe(204);
    expect(await count()).toBe(before + 1);
  });

  it('stores only hashes of the session id and token', async () => {
    const { client } = await registerClient(t.app);
    const id = client.cookies.get(t.config.SESSION_COOKIE) as string;
    const token = client.cookies.get(XSRF_COOKIE) as string;
    const { rows } = await t.database.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM sessions WHERE id_hash = $1 OR csrf_hash = $2 OR id_hash = $2 OR csrf_hash = $1',
      [id, token],
    );
    expect(rows[0]?.n).toBe('0');
  });
});

describe('CSRF check', () => {
  it.each([
    ['no token', null],
    ['a forged token', 'A'.repeat(43)],
    ['a malformed token', '<script>'],
  ])('answers 419 to a POST with %s', async (_label, token) => {
    const client = createSessionClient(t.app);
    await client.fetchCsrfCookie();
    const response = await client.post(AUTH_PATHS.logout, {}, { xsrfToken: token });
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({ message: 'errors:auth.csrf-mismatch' });
  });

  it('answers 419 without any session, even with a token of the right shape', async () => {
    const response = await t.app.inject({ method: 'POST', url: AUTH_PATHS.logout, headers: { 'x-xsrf-token': 'B'.repeat(43) } });
    expect(response.statusCode).toBe(419);
  });

  it("refuses another session's token", async () => {
    const victim = createSessionClient(t.app);
    const attacker = createSessionClient(t.app);
    await victim.fetchCsrfCookie();
    await attacker.fetchCsrfCookie();
    const response = await victim.post(AUTH_PATHS.logout, {}, { xsrfToken: attacker.cookies.get(XSRF_COOKIE) as string });
    expect(response.statusCode).toBe(419);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('covers %s as well', async (method) => {
    const response = await t.app.inject({ method, url: AUTH_PATHS.me });
    expect(response.statusCode).toBe(419);
  });
});
