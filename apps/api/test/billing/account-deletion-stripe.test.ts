import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@registre/domain';
import { registerClient, STRONG_PASSWORD } from '../support/accounts';
import { IDENTITY, type BillingTestApp } from './billing-test-app';
import { createStripeTestApp, postStripeWebhook } from './stripe-test-app';
import { startStripeStandIn, stripeEvent, type StripeStandIn } from './stripe-stand-in';

let t: BillingTestApp;
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createStripeTestApp(stripe);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

async function delivered(event: Record<string, unknown>) {
  const response = await postStripeWebhook(t, event);
  expect(response.statusCode, response.body).toBe(200);
}

describe('account deletion with a Stripe subscription', () => {
  it('cancels the subscription at Stripe at once (keyed), even one already set to end at the period end: Stripe charges nothing more', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const { client } = await registerClient(t.app);
    const started = await client.post('/api/subscriptions', { ...IDENTITY, withdrawal_waiver: true, terms_accepted: true });
    expect(started.statusCode, started.body).toBe(201);
    const outcome = started.json().data as { subscription_id: string; redirect: string };
    const paid = stripe.payCheckout(outcome.redirect.split('/').at(-1) as string, { at: t.clock.now() });
    await delivered(stripeEvent('checkout.session.completed', paid.session, t.clock.now()));
    await delivered(stripeEvent('invoice.paid', paid.invoice, t.clock.now()));
    const reference = paid.subscription.id as string;
    expect((await client.post('/api/subscription/cancel')).statusCode).toBe(200);
    expect(stripe.subscription(reference).status).not.toBe('canceled');

    const deleted = await client.delete(AUTH_PATHS.me, { password: STRONG_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const call = stripe.requests.find((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${reference}`);
    expect(call).toMatchObject({ idempotencyKey: `cancel-now:${outcome.subscription_id}` });
    expect(stripe.subscription(reference).status).toBe('canceled');
    const { rows } = await t.database.pool.query('SELECT status FROM billing_subscriptions WHERE id = $1', [outcome.subscription_id]);
    expect(rows).toEqual([{ status: 'canceled' }]);
  });
});
