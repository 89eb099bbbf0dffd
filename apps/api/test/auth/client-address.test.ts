import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@registre/domain';
import { loadConfig } from '../../src/config/load-config';
import { createAuthTestApp, type AuthTestApp } from '../support/auth-test-app';
import { createSessionClient } from '../support/session-client';

const SECRET = 'site-secret-'.padEnd(48, 's');
const LIMITS = { AUTH_LOGIN_MAX_PER_IP: '2', AUTH_THROTTLE_WINDOW_SECONDS: '600' };

let direct: AuthTestApp;
let proxied: AuthTestApp;
beforeAll(async () => {
  direct = await createAuthTestApp({ ...LIMITS, SITE_API_SECRET: SECRET });
  proxied = await createAuthTestApp({ ...LIMITS, TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

let counter = 0;
/** A failed sign-in (unknown e-mail) sent from `remoteAddress` with these headers: 422 until the address's limit, then 429. */
async function failedLogin(t: AuthTestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  counter += 1;
  const client = createSessionClient(t.app, { remoteAddress });
  return (await client.post(AUTH_PATHS.login, { email: `inconnu.${counter}@exemple.fr`, password: 'Mauvais-Mot-9' }, { headers })).statusCode;
}

const loggedAddresses = async (t: AuthTestApp) =>
  (await t.database.pool.query<{ ip: string }>("SELECT ip FROM security_events WHERE type = 'login-failed' ORDER BY id")).rows.map((row) => row.ip);

describe('X-Forwarded-For is believed only from configured proxies', () => {
  it('ignores a forged X-Forwarded-For by default: one client, one limit', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await failedLogin(direct, '198.51.100.7', { 'x-forwarded-for': `203.0.113.${i + 1}` }));
    expect(statuses).toEqual([422, 422, 429]);
    expect((await loggedAddresses(direct)).slice(-2)).toEqual(['198.51.100.7', '198.51.100.7']);
  });

  it('takes the address a configured proxy appended, never the left end the client wrote', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await failedLogin(proxied, '10.1.2.3', { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.20` }));
    expect(statuses).toEqual([422, 422, 429]);
    expect(await failedLogin(proxied, '10.1.2.3', { 'x-forwarded-for': '198.51.100.21' })).toBe(422);
    expect((await loggedAddresses(proxied)).slice(-1)).toEqual(['198.51.100.21']);
  });

  it('ignores X-Forwarded-For from a peer that is not a configured proxy', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await failedLogin(proxied, '198.51.100.30', { 'x-forwarded-for': `203.0.113.${i + 50}` }));
    expect(statuses).toEqual([422, 422, 429]);
  });
});

describe('the site’s server names its visitor with the shared secret', () => {
  const site = '127.0.0.1';
  const asVisitor = (address: string, secret = SECRET) => ({ 'x-visitor-address': address, 'x-site-secret': secret });

  it('limits each visitor, not the site', async () => {
    const first = [await failedLogin(direct, site, asVisitor('192.0.2.10')), await failedLogin(direct, site, asVisitor('192.0.2.10'))];
    expect(first).toEqual([422, 422]);
    expect(await failedLogin(direct, site, asVisitor('192.0.2.10'))).toBe(429);
    expect(await failedLogin(direct, site, asVisitor('192.0.2.11'))).toBe(422);
    expect((await loggedAddresses(direct)).slice(-1)).toEqual(['192.0.2.11']);
  });

  it('records the visitor’s address on the session', async () => {
    const client = createSessionClient(direct.app, { remoteAddress: site });
    await client.get(AUTH_PATHS.csrfCookie, { headers: asVisitor('2001:db8::5') });
    await client.post(AUTH_PATHS.register, { email: 'visiteur.session@exemple.fr', password: 'Tournesol-Bleu-42', password_confirmation: 'Tournesol-Bleu-42', first_name: 'A', last_name: 'B', terms_accepted: true }, { headers: asVisitor('2001:db8::5') });
    await client.post(AUTH_PATHS.login, { email: 'visiteur.session@exemple.fr', password: 'Tournesol-Bleu-42' }, { headers: asVisitor('2001:db8::5') });
    const { rows } = await direct.database.pool.query<{ ip: string }>('SELECT ip FROM sessions WHERE user_id IS NOT NULL');
    expect(rows.map((row) => row.ip)).toEqual(['2001:db8::5']);
  });

  it('ignores the visitor header without the right secret, or with a malformed address', async () => {
    const peer = '198.51.100.40';
    const statuses = [
      await failedLogin(direct, peer, asVisitor('192.0.2.20', 'wrong-secret'.padEnd(48, 'x'))),
      await failedLogin(direct, peer, { 'x-visitor-address': '192.0.2.21' }),
      await failedLogin(direct, peer, asVisitor('not-an-address')),
    ];
    expect(statuses).toEqual([422, 422, 429]);
    expect((await loggedAddresses(direct)).slice(-2)).toEqual([peer, peer]);
  });

  it('does not limit a render the site shares between visitors (the secret without a visitor)', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push(await failedLogin(direct, site, { 'x-site-secret': SECRET }));
    expect(statuses).toEqual([422, 422, 422, 422]);
    const wrong = { 'x-site-secret': 'wrong-secret'.padEnd(48, 'x') };
    expect([await failedLogin(direct, site, wrong), await failedLogin(direct, site, wrong), await failedLogin(direct, site, wrong)]).toEqual([422, 422, 429]);
  });

  it('ignores the header when no secret is configured', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push(await failedLogin(proxied, '198.51.100.50', asVisitor(`192.0.2.${i + 60}`)));
    expect(statuses).toEqual([422, 422, 429]);
  });
});

describe('configuration', () => {
  it('requires the shared secret in production and refuses a malformed proxy list', () => {
    const prod = { APP_ENV: 'prod', DATABASE_URL: 'postgres://u@h/db', APP_KEY: 'k'.repeat(32) };
    expect(() => loadConfig(prod)).toThrow(/SITE_API_SECRET/);
    expect(loadConfig({ ...prod, SITE_API_SECRET: SECRET }).TRUST_PROXY).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ SITE_API_SECRET: 'short' })).toThrow(/SITE_API_SECRET/);
  });
});
