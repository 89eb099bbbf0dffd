import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, XSRF_COOKIE } from '@registre/domain';
import { registerClient } from '../support/accounts';
import { createAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { createSessionClient } from '../support/session-client';

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ SESSION_ABSOLUTE_HOURS: '168' });
});
afterAll(async () => {
  await t?.close();
});

async function signInCookies(remember: boolean | undefined) {
  const { account } = await registerClient(t.app);
  const client = createSessionClient(t.app);
  const response = await client.post(AUTH_PATHS.login, { email: account.email, password: account.password, ...(remember === undefined ? {} : { remember }) });
  expect(response.statusCode).toBe(204);
  const cookies = Object.fromEntries((response.cookies as { name: string; maxAge?: number; expires?: Date }[]).map((cookie) => [cookie.name, cookie]));
  return { client, session: cookies[t.config.SESSION_COOKIE], xsrf: cookies[XSRF_COOKIE] };
}

describe('"Se souvenir de moi" decides how long the session cookie lives', () => {
  it('keeps the cookie for the session’s lifetime when ticked', async () => {
    const { session, xsrf } = await signInCookies(true);
    expect(session?.maxAge).toBe(168 * 3600);
    expect(xsrf?.maxAge).toBe(168 * 3600);
  });

  it('ends the cookie with the browser session when not ticked, and keeps it so afterwards', async () => {
    for (const remember of [false, undefined]) {
      const { client, session } = await signInCookies(remember);
      expect(session?.maxAge).toBeUndefined();
      expect(session?.expires).toBeUndefined();
      const again = await client.fetchCsrfCookie();
      const reissued = (again.cookies as { name: string; maxAge?: number }[]).find((cookie) => cookie.name === t.config.SESSION_COOKIE);
      expect(reissued?.maxAge).toBeUndefined();
      expect((await client.get(AUTH_PATHS.me)).statusCode).toBe(200);
    }
  });
});
