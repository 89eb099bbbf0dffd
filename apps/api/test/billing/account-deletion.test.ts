import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS, FOLLOWING_PATHS } from '@registre/domain';
import { runBillingLifecycle } from '../../src/modules/billing';
import { registerClient } from '../support/accounts';
import { listMails } from '../support/mailbox';
import { createBillingTestApp, purchase, type BillingTestApp } from './billing-test-app';
import { drainMailQueue } from '../support/queue-drain';

let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
}, 60_000);
afterAll(async () => t?.close());

const paymentsOf = async (userId: string) =>
  (await t.database.pool.query<{ purpose: string; status: string }>('SELECT purpose, status FROM billing_payments WHERE user_id = $1 ORDER BY created_at, attempt', [userId])).rows;

describe('account deletion with a running subscription', () => {
  it('cancels the subscription at once: past the period end and months later, no charge and no mail; the webhook and digests are off', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const { client, account, user } = await registerClient(t.app);
    expect((await client.post('/api/subscriptions', purchase())).statusCode).toBe(201);
    const settings = await client.post(FOLLOWING_PATHS.alertSettings, { digest_frequency: 'weekly', webhook_url: 'https://hooks.exemple.fr/registre' });
    expect(settings.statusCode, settings.body).toBe(200);
    await drainMailQueue(t.platform);
    const mailsBefore = (await listMails(t.mailDir)).length;

    t.clock.set('2026-03-04T10:00:00Z');
    const deleted = await client.delete(AUTH_PATHS.me, { password: account.password });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const { rows: subs } = await t.database.pool.query('SELECT status, cancel_at_period_end, ended_at FROM billing_subscriptions WHERE user_id = $1', [user.id]);
    expect(subs).toEqual([{ status: 'canceled', cancel_at_period_end: false, ended_at: new Date('2026-03-04T10:00:00Z') }]);
    const { rows: alerts } = await t.database.pool.query('SELECT digest_frequency, webhook_url, webhook_secret, webhook_enabled FROM alert_settings WHERE user_id = $1', [user.id]);
    expect(alerts).toEqual([{ digest_frequency: 'off', webhook_url: null, webhook_secret: null, webhook_enabled: false }]);

    for (const at of ['2026-03-08T10:00:00Z', '2026-03-09T09:00:01Z', '2026-04-09T10:00:00Z', '2026-06-01T00:00:00Z']) {
      t.clock.set(at);
      expect(await runBillingLifecycle(t.billing)).toEqual({ reminders: 0, charges: 0, ended: 0 });
    }
    await drainMailQueue(t.platform);
    expect(await paymentsOf(user.id)).toEqual([{ purpose: 'trial', status: 'succeeded' }]);
    expect((await listMails(t.mailDir)).length).toBe(mailsBefore);
  });

  it('a wrong password deletes nothing and leaves the subscription running', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const { client, user } = await registerClient(t.app);
    expect((await client.post('/api/subscriptions', purchase())).statusCode).toBe(201);
    expect((await client.delete(AUTH_PATHS.me, { password: 'pas-le-bon-mot-de-passe' })).statusCode).toBe(422);
    const { rows } = await t.database.pool.query('SELECT status FROM billing_subscriptions WHERE user_id = $1', [user.id]);
    expect(rows).toEqual([{ status: 'trialing' }]);
  });
});
