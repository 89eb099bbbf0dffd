import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_KEYS, VALIDATION_KEYS } from '@registre/domain';
import { newAccount, registerClient } from '../support/accounts';
import { listMails } from '../support/mailbox';
import { createSessionClient } from '../support/session-client';
import { createBillingTestApp, purchase, type BillingTestApp } from './billing-test-app';
import { drainMailQueue } from '../support/queue-drain';

let t: BillingTestApp;
beforeAll(async () => {
  // Sign-in's throttle, small: 3 taken answers per e-mail from one address, 5 from all; 6 tries per address on the route.
  t = await createBillingTestApp({ AUTH_LOGIN_MAX_PER_EMAIL: '3', AUTH_LOGIN_MAX_PER_ACCOUNT: '5', AUTH_REGISTER_MAX_PER_IP: '6' });
}, 60_000);
afterAll(async () => t?.close());

const funnel = (email: string) => {
  const account = newAccount();
  return { email, password: account.password, password_confirmation: account.password, ...purchase() };
};

describe('POST /api/register-and-subscribe on a taken address', () => {
  it('asks to sign in (422 email.taken) without creating anything or mailing the owner, throttled per e-mail from one address, then from all', async () => {
    const { account } = await registerClient(t.app, {}, '10.0.0.1');
    await drainMailQueue(t.platform);
    const mailsBefore = (await listMails(t.mailDir)).filter((mail) => mail.to.includes(account.email)).length;
    const from = (address: string) => createSessionClient(t.app, { remoteAddress: address });

    const first = from('192.0.2.1');
    for (let i = 0; i < 3; i += 1) {
      const taken = await first.post('/api/register-and-subscribe', funnel(account.email));
      expect(taken.statusCode, taken.body).toBe(422);
      expect(taken.json().errors).toEqual({ email: [VALIDATION_KEYS.emailTaken] });
    }
    const throttled = await first.post('/api/register-and-subscribe', funnel(account.email));
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe(AUTH_KEYS.throttled);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);

    // Another address gets the answer too, until the e-mail's attempts from all addresses reach the cap.
    const second = from('192.0.2.2');
    expect((await second.post('/api/register-and-subscribe', funnel(account.email))).statusCode).toBe(422);
    expect((await second.post('/api/register-and-subscribe', funnel(account.email))).statusCode).toBe(422);
    expect((await from('192.0.2.3').post('/api/register-and-subscribe', funnel(account.email))).statusCode).toBe(429);
    // Another e-mail from the first address is not held back by this one's throttle.
    expect((await first.post('/api/register-and-subscribe', funnel(newAccount().email))).statusCode).toBe(201);

    const { rows } = await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [account.email]);
    expect(rows[0]?.n).toBe(1);
    await drainMailQueue(t.platform);
    expect((await listMails(t.mailDir)).filter((mail) => mail.to.includes(account.email))).toHaveLength(mailsBefore);
  });

  it('limits the tries per address of origin like registration (AUTH_REGISTER_MAX_PER_IP)', async () => {
    const client = createSessionClient(t.app, { remoteAddress: '198.51.100.7' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await client.post('/api/register-and-subscribe', { ...funnel(newAccount().email), terms_accepted: false })).statusCode);
    expect(statuses.slice(0, 6).every((status) => status === 422)).toBe(true);
    expect(statuses[6]).toBe(429);
  });
});
