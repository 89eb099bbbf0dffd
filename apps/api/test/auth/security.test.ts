import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, XSRF_COOKIE } from '@registre/domain';
import { newAccount, registerClient } from '../support/accounts';
import { createAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { countMails, listMails, waitForLink } from '../support/mailbox';
import { createSessionClient } from '../support/session-client';
import { fuzzRuns } from '../../../../test/helpers/fuzz-runs';

/** A different client address per call, so that only the limit under test is reached. */
let addressCounter = 0;
const freshAddress = () => `10.9.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

let t: AuthTestApp;
let tight: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
  tight = await createAuthTestApp({
    AUTH_LOGIN_MAX_PER_IP: '4',
    AUTH_LOGIN_MAX_PER_EMAIL: '3',
    AUTH_REGISTER_MAX_PER_IP: '2',
    AUTH_MAIL_MAX_PER_IP: '2',
    AUTH_THROTTLE_WINDOW_SECONDS: '600',
  });
});
afterAll(async () => {
  await t?.close();
  await tight?.close();
});

const userCount = async (app: AuthTestApp) => Number((await app.database.pool.query<{ n: string }>('SELECT count(*) AS n FROM users')).rows[0]?.n);

describe('CSRF: a forged state-changing request changes nothing', () => {
  it('does not register without the token', async () => {
    const before = await userCount(t);
    const client = createSessionClient(t.app);
    await client.fetchCsrfCookie();
    const response = await client.post(AUTH_PATHS.register, newAccount(), { xsrfToken: null });
    expect(response.statusCode).toBe(419);
    expect(await userCount(t)).toBe(before);
  });

  it('does not delete, update, log out or change the password with a forged token', async () => {
    const { client, account } = await registerClient(t.app);
    const forged = { xsrfToken: 'f'.repeat(43) };
    expect((await client.delete(AUTH_PATHS.me, { password: account.password }, forged)).statusCode).toBe(419);
    expect((await client.post(AUTH_PATHS.me, { _method: 'PATCH', first_name: 'Pirate' }, forged)).statusCode).toBe(419);
    expect((await client.patch(AUTH_PATHS.me, { current_password: account.password, password: 'Pirate-Pirate-1', password_confirmation: 'Pirate-Pirate-1' }, forged)).statusCode).toBe(419);
    expect((await client.post(AUTH_PATHS.logout, undefined, forged)).statusCode).toBe(419);
    const me = await client.get(AUTH_PATHS.me);
    expect(me.statusCode).toBe(200);
    expect(me.json().first_name).toBe('Marie');
    expect((await createSessionClient(t.app).post(AUTH_PATHS.login, { email: account.email, password: account.password })).statusCode).toBe(204);
  });

  it("refuses a victim's session cookie sent with the attacker's own token", async () => {
    const victim = await registerClient(t.app);
    const attacker = createSessionClient(t.app);
    await attacker.fetchCsrfCookie();
    const response = await t.app.inject({
      method: 'DELETE',
      url: AUTH_PATHS.me,
      cookies: { [t.config.SESSION_COOKIE]: victim.client.cookies.get(t.config.SESSION_COOKIE) as string, [XSRF_COOKIE]: attacker.cookies.get(XSRF_COOKIE) as string },
      headers: { 'x-xsrf-token': attacker.cookies.get(XSRF_COOKIE) as string },
      payload: { password: victim.account.password },
    });
    expect(response.statusCode).toBe(419);
    expect((await victim.client.get(AUTH_PATHS.me)).statusCode).toBe(200);
  });
});

describe('cookie flags', () => {
  it('marks both cookies Secure in production, the session one HttpOnly and both SameSite=Lax', async () => {
    // Production refuses the sandbox payment provider: the app is built as production runs, on Stripe's (never called here).
    const prod = await createAuthTestApp({
      APP_ENV: 'prod',
      DATABASE_URL: 'postgres://unused',
      APP_KEY: 'k'.repeat(48),
      SITE_API_SECRET: 's'.repeat(48),
      SESSION_COOKIE_DOMAIN: '.registre.test',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_unused',
      STRIPE_WEBHOOK_SECRET: 'whsec_unused',
    });
    try {
      const response = await prod.app.inject({ method: 'GET', url: AUTH_PATHS.csrfCookie });
      const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
      expect(cookies[prod.config.SESSION_COOKIE]).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', domain: '.registre.test' });
      expect(cookies[XSRF_COOKIE]).toMatchObject({ secure: true, sameSite: 'Lax', domain: '.registre.test' });
      expect(cookies[XSRF_COOKIE]?.httpOnly).toBeFalsy();
    } finally {
      await prod.close();
    }
  });

  it('lets the site origin call with credentials (CORS)', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: AUTH_PATHS.login,
      headers: { origin: t.config.WEB_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-xsrf-token' },
    });
    expect(response.headers['access-control-allow-origin']).toBe(t.config.WEB_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('x-xsrf-token');
  });
});

describe('brute force reaches 429 with Retry-After', () => {
  it('limits sign-in attempts per IP', async () => {
    const client = createSessionClient(tight.app, { remoteAddress: freshAddress() });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await client.post(AUTH_PATHS.login, { email: `cible${i}@exemple.fr`, password: 'Essai-Numero-1' })).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 429, 429]);
    const blocked = await client.post(AUTH_PATHS.login, { email: 'x@exemple.fr', password: 'Essai-Numero-1' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toEqual({ message: 'errors:request.rate-limited' });
  });

  it('limits failed sign-ins per e-mail from one address, even with the right password afterwards', async () => {
    const { account } = await registerClient(tight.app, {}, freshAddress());
    const guesser = freshAddress();
    for (let i = 0; i < 3; i++) {
      const attempt = await createSessionClient(tight.app, { remoteAddress: guesser }).post(AUTH_PATHS.login, { email: account.email, password: `Faux-Essai-${i}0` });
      expect(attempt.statusCode).toBe(422);
    }
    const blocked = await createSessionClient(tight.app, { remoteAddress: guesser }).post(AUTH_PATHS.login, { email: account.email, password: account.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'errors:auth.throttled' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Unknown e-mails are throttled the same way: the 429 tells nothing about the account.
    const ghostGuesser = freshAddress();
    for (let i = 0; i < 3; i++) {
      await createSessionClient(tight.app, { remoteAddress: ghostGuesser }).post(AUTH_PATHS.login, { email: 'fantome@exemple.fr', password: `Faux-Essai-${i}0` });
    }
    const ghost = await createSessionClient(tight.app, { remoteAddress: ghostGuesser }).post(AUTH_PATHS.login, { email: 'fantome@exemple.fr', password: 'x' });
    expect(ghost.statusCode).toBe(429);
    expect(ghost.body).toBe(blocked.body);
  });

  it.each([
    ['register', AUTH_PATHS.register, () => newAccount()],
    ['forgot-password', AUTH_PATHS.forgotPassword, () => ({ email: 'quelquun@exemple.fr' })],
    ['magic-link', AUTH_PATHS.magicLinkRequest, () => ({ email: 'quelquun@exemple.fr' })],
  ])('limits %s per IP', async (_label, path, body) => {
    const client = createSessionClient(tight.app, { remoteAddress: freshAddress() });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await client.post(path, body())).statusCode);
    expect(statuses[2]).toBe(429);
    expect(statuses.slice(0, 2).every((status) => status < 300)).toBe(true);
  });

  it('limits verification-mail resends', async () => {
    const address = freshAddress();
    const { client } = await registerClient(tight.app, {}, address);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await client.post(AUTH_PATHS.verificationNotification)).statusCode);
    expect(statuses).toEqual([202, 202, 429]);
  });
});

describe('one user never reaches another one’s data', () => {
  it('answers each session with its own user only, and no route takes a user id', async () => {
    const alice = await registerClient(t.app, { first_name: 'Alice' });
    const bob = await registerClient(t.app, { first_name: 'Bob' });
    expect((await alice.client.get(AUTH_PATHS.me)).json().first_name).toBe('Alice');
    expect((await bob.client.get(AUTH_PATHS.me)).json().first_name).toBe('Bob');
    const bobExport = JSON.stringify((await bob.client.get(AUTH_PATHS.personalDataExport)).json());
    expect(bobExport).not.toContain(alice.account.email);
    expect((await bob.client.get(`${AUTH_PATHS.me}?id=${alice.user.id}`)).json().first_name).toBe('Bob');
    expect((await bob.client.patch(AUTH_PATHS.me, { id: alice.user.id, first_name: 'Eve' })).json().id).toBe(bob.user.id);
    expect((await alice.client.get(AUTH_PATHS.me)).json().first_name).toBe('Alice');
  });
});

describe('hostile input always gets a 4xx', () => {
  it('treats SQL and script in fields as plain data', async () => {
    const client = createSessionClient(t.app);
    const sql = await client.post(AUTH_PATHS.login, { email: "admin'--@exemple.fr", password: "' OR '1'='1" });
    expect(sql.statusCode).toBe(422);
    const { client: signedIn, account } = await registerClient(t.app, { first_name: '<script>alert(1)</script>', last_name: "Robert'); DROP TABLE users;--" });
    expect((await signedIn.get(AUTH_PATHS.me)).json()).toMatchObject({ first_name: '<script>alert(1)</script>', last_name: "Robert'); DROP TABLE users;--" });
    await waitForLink(t.mailDir, account.email, /verify-email/);
    const mail = (await listMails(t.mailDir)).find((candidate) => candidate.to.includes(account.email));
    const html = mail?.decoded.split('Content-Type: text/html')[1] ?? '';
    expect(html).toContain('Bonjour &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).not.toContain('<script>');
  });

  it('refuses a huge body (413), a huge password (422), malformed JSON (400) and other media types (415)', async () => {
    const client = createSessionClient(t.app);
    const huge = await client.post(AUTH_PATHS.register, undefined, { payload: JSON.stringify({ email: 'a@b.fr', first_name: 'x'.repeat(2 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } });
    expect(huge.statusCode).toBe(413);
    const long = await client.post(AUTH_PATHS.login, { email: 'a@b.fr', password: 'x'.repeat(100_000) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.password).toEqual(['errors:validation.password.too-long']);
    const malformed = await client.post(AUTH_PATHS.login, undefined, { payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
    const xml = await client.post(AUTH_PATHS.login, undefined, { payload: '<login/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
  });

  it.each([
    ['numbers', { email: 42, password: 42 }],
    ['arrays', { email: ['a@b.fr'], password: ['x'] }],
    ['nulls', { email: null, password: null }],
    ['objects', { email: { $ne: '' }, password: { $gt: '' } }],
    ['a bare string', 'email=a@b.fr'],
    ['nothing', undefined],
  ])('answers 4xx to %s instead of fields', async (_label, body) => {
    const response = await createSessionClient(t.app).post(AUTH_PATHS.login, body);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('refuses a NUL byte (before any route) or a line break in any stored text field with 422 on the field, and stores nothing', async () => {
    const before = await userCount(t);
    const guest = createSessionClient(t.app);
    for (const field of ['first_name', 'last_name', 'tracking_source']) {
      const response = await guest.post(AUTH_PATHS.register, { ...newAccount(), [field]: 'a\u0000b' });
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[field]).toEqual(['errors:validation.control-character']);
      const lineBreak = await guest.post(AUTH_PATHS.register, { ...newAccount(), [field]: 'a\nb' });
      expect(lineBreak.statusCode, field).toBe(422);
      expect(lineBreak.json().errors[field]).toEqual(['errors:validation.control-character']);
    }
    expect(await userCount(t)).toBe(before);
    const { client } = await registerClient(t.app);
    for (const [path, field] of [[AUTH_PATHS.me, 'first_name'], [AUTH_PATHS.me, 'last_name'], [AUTH_PATHS.onboarding, 'job'], [AUTH_PATHS.onboarding, 'company_name'], [AUTH_PATHS.onboarding, 'heard_about']] as const) {
      const response = await client.patch(path, { [field]: 'a\nb' });
      expect(response.statusCode, `${path} ${field}`).toBe(422);
      expect(response.json().errors[field]).toEqual(['errors:validation.control-character']);
      const nul = await client.patch(path, { [field]: 'a\u0000b' });
      expect(nul.statusCode, `${path} ${field}`).toBe(422);
      expect(nul.json().errors[field]).toEqual(['errors:validation.control-character']);
    }
  });

  it('never answers 5xx to random bodies on any account route, signed in or not', async () => {
    const { client } = await registerClient(t.app);
    const guest = createSessionClient(t.app);
    const hostile = fc.oneof(
      fc.constantFrom("' OR 1=1 --", '<script>alert(1)</script>', '\u0000', '💥'.repeat(30), 'a'.repeat(3000), '', ' ', 'PATCH', 'true', '-1'),
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    );
    const fields = ['email', 'password', 'password_confirmation', 'current_password', 'first_name', 'last_name', 'terms_accepted', 'tracking_source', 'token', '_method', 'siren', 'phone', 'job', 'company_name', 'heard_about', 'id', 'hash', 'expires', 'signature'];
    const body = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.dictionary(fc.constantFrom(...fields), hostile, { maxKeys: 8 }));
    const posts = [AUTH_PATHS.register, AUTH_PATHS.login, AUTH_PATHS.forgotPassword, AUTH_PATHS.resetPassword, AUTH_PATHS.magicLinkRequest, AUTH_PATHS.verifyEmail, AUTH_PATHS.me, AUTH_PATHS.onboarding];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...posts), fc.constantFrom('POST', 'PATCH'), fc.boolean(), body, async (path, method, signedIn, payload) => {
        const who = signedIn ? client : guest;
        const response = method === 'POST' ? await who.post(path, payload) : await who.patch(path, payload);
        expect(response.statusCode, `${method} ${path} ${JSON.stringify(payload)} → ${response.body}`).toBeLessThan(500);
        expect(response.json()).toBeTypeOf('object');
      }),
      { numRuns: fuzzRuns(150) },
    );
    expect((await client.get(AUTH_PATHS.me)).statusCode).toBe(200);
  });

  it('never answers 5xx to random magic tokens', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 600 }), async (token) => {
        const response = await t.app.inject({ method: 'GET', url: AUTH_PATHS.magicLinkSignIn(token) });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: fuzzRuns(100) },
    );
  });

  it('writes no mail for unknown e-mails', async () => {
    const before = await countMails(t.mailDir);
    await createSessionClient(t.app).post(AUTH_PATHS.forgotPassword, { email: 'inexistant@exemple.fr' });
    await createSessionClient(t.app).post(AUTH_PATHS.magicLinkRequest, { email: 'inexistant@exemple.fr' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await countMails(t.mailDir)).toBe(before);
  });
});
