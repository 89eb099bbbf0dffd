import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingOrderAccess, refundPayment, runBillingLifecycle } from '../../src/modules/billing';
import { registerClient } from '../support/accounts';
import type { SessionClient } from '../support/session-client';
import { cardFields, createBillingTestApp, IDENTITY, mailsTo as mailsToOf, type BillingTestApp } from './billing-test-app';
import { createStripeTestApp, postStripeWebhook } from './stripe-test-app';
import { startStripeStandIn, stripeEvent, type PaidCheckout, type StripeStandIn } from './stripe-stand-in';
import { fuzzRuns } from '../../../../test/helpers/fuzz-runs';
import { drainMailQueue } from '../support/queue-drain';


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

type Json = Record<string, unknown>;

const deliver = (event: Json, options: Parameters<typeof postStripeWebhook>[2] = {}) => postStripeWebhook(t, event, options);

async function delivered(event: Json) {
  const response = await deliver(event);
  expect(response.statusCode, response.body).toBe(200);
}

const purchase = (extra: Json = {}) => ({ ...IDENTITY, withdrawal_waiver: true, terms_accepted: true, ...extra });
const sessionIdOf = (url: string) => url.split('/').at(-1) as string;
const subscriptionOf = async (client: SessionClient) => (await client.get('/api/subscription')).json().data;
const invoicesOf = async (client: SessionClient) => (await client.get('/api/invoices')).json().data as { id: string; number: string; kind: string; description: string; amount_ht_cents: number; vat_cents: number; amount_ttc_cents: number; download_url: string }[];

const mailsTo = (email: string, text: RegExp, count: number) => mailsToOf(t, email, text, count);

/** A signed-in user who went to Checkout: the API's answer and the session the stand-in created. */
async function toCheckout(extra: Json = {}, remoteAddress?: string) {
  const { client, account, user } = await registerClient(t.app, {}, remoteAddress);
  const response = await client.post('/api/subscriptions', purchase(extra));
  expect(response.statusCode, response.body).toBe(201);
  const outcome = response.json().data as { outcome: string; payment_id: string; subscription_id: string; amount_cents: number; redirect: string };
  return { client, email: account.email, userId: user.id, outcome, sessionId: sessionIdOf(outcome.redirect) };
}

/** Checkout paid at Stripe and both of its events delivered (completed first, as usual). */
async function trialing(): Promise<Awaited<ReturnType<typeof toCheckout>> & { paid: PaidCheckout }> {
  const started = await toCheckout();
  const paid = stripe.payCheckout(started.sessionId, { at: t.clock.now() });
  await delivered(stripeEvent('checkout.session.completed', paid.session, t.clock.now()));
  await delivered(stripeEvent('invoice.paid', paid.invoice, t.clock.now()));
  return { ...started, paid };
}

/** Billing's order-access answer for a registration extract at `now` (rolled back: nothing consumed). */
async function mayOrderKbis(userId: string, now: Date) {
  const client = await t.database.pool.connect();
  try {
    await client.query('BEGIN');
    return await billingOrderAccess().consume(client, { userId, kind: 'kbis', now });
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

const countRows = async (sql: string, values: unknown[]) => (await t.database.pool.query<{ n: number }>(sql, values)).rows[0]?.n;

describe('Stripe provider (local stand-in for the API, signed webhooks)', () => {
  it('opens Checkout with the trial fee and the recurring price from the plan, keyed by our ids; no card reaches the API', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const preOrderId = '6f1b2a3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const { client, email, outcome, sessionId } = await toCheckout({ pre_order_id: preOrderId });
    expect(outcome).toMatchObject({ outcome: 'redirect', amount_cents: 299, redirect: `https://checkout.stripe.test/c/pay/${sessionId}` });
    const request = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.body.client_reference_id === outcome.payment_id);
    expect(request?.authorization).toBe('Bearer sk_test_standin');
    expect(request?.idempotencyKey).toBe(`checkout:subscription:${outcome.subscription_id}:period:0:attempt:1`);
    expect(request?.body).toMatchObject({
      mode: 'subscription',
      customer_email: email,
      locale: 'fr',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '3990',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][tax_behavior]': 'inclusive',
      'line_items[1][price_data][unit_amount]': '299',
      'line_items[1][price_data][product_data][name]': 'Accès découverte – 7 jours',
      'subscription_data[trial_period_days]': '7',
      'subscription_data[metadata][subscription_id]': outcome.subscription_id,
      'metadata[payment_id]': outcome.payment_id,
      success_url: `http://localhost:3000/successful-payment?pre_order=${preOrderId}`,
      cancel_url: `http://localhost:3000/paiement-securise?pre_order=${preOrderId}`,
    });
    expect(request?.body['custom_text[submit][message]']?.replace(/\s/g, ' ')).toBe("2,99 € aujourd'hui pour 7 jours, puis 39,90 € TTC / mois sans engagement, résiliable en ligne à tout moment.");
    expect(await subscriptionOf(client)).toMatchObject({ status: 'incomplete' });

    const before = stripe.requests.length;
    const withCard = await client.post('/api/subscriptions', purchase({ card: cardFields() }));
    expect(withCard.statusCode).toBe(422);
    expect(withCard.json().errors).toEqual({ card: ['errors:billing.card.not-accepted'] });
    expect(stripe.requests.length).toBe(before);
  });

  it('opens one Checkout session for a double submit (the same idempotency key twice)', async () => {
    const { client } = await registerClient(t.app);
    await client.fetchCsrfCookie();
    const answers = await Promise.all([client.post('/api/subscriptions', purchase()), client.post('/api/subscriptions', purchase())]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const [first, second] = answers.map((answer) => answer.json().data);
    expect(second.payment_id).toBe(first.payment_id);
    expect(second.redirect).toBe(first.redirect);
    const sent = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.body.client_reference_id === first.payment_id);
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(stripe.sessions().filter((s) => s.client_reference_id === first.payment_id)).toHaveLength(1);
    // A third click later still answers the same session.
    expect((await client.post('/api/subscriptions', purchase())).json().data.redirect).toBe(first.redirect);
  });

  it('answers 503 and records no session when Stripe cannot be reached; the next try works with the same key', async () => {
    const { client } = await registerClient(t.app);
    stripe.failNextRequests(3);
    const down = await client.post('/api/subscriptions', purchase());
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ message: 'errors:billing.provider-unavailable' });
    const again = await client.post('/api/subscriptions', purchase());
    expect(again.statusCode, again.body).toBe(201);
    const keys = stripe.requests.filter((r) => r.body.client_reference_id === again.json().data.payment_id).map((r) => r.idempotencyKey);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  }, 30_000);

  it('settles the paid Checkout: trial with the invoice, the access-granted hook, the mail; a renewal extends and resets the quota', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const preOrderId = '0b7c1f3e-2d4a-4e5b-9c6d-7e8f9a0b1c2d';
    const started = await toCheckout({ pre_order_id: preOrderId });
    const paid = stripe.payCheckout(started.sessionId, { at: t.clock.now(), brand: 'mastercard', last4: '4444' });
    await delivered(stripeEvent('checkout.session.completed', paid.session, t.clock.now()));
    expect(await subscriptionOf(started.client)).toMatchObject({ status: 'incomplete' });
    await delivered(stripeEvent('invoice.paid', paid.invoice, t.clock.now()));

    expect(await subscriptionOf(started.client)).toMatchObject({
      status: 'trialing',
      current_period_start: '2026-03-02T09:00:00.000Z',
      current_period_end: '2026-03-09T09:00:00.000Z',
      quotas: { kbis: { limit: 3, used: 0, left: 3 } },
      card: { brand: 'mastercard', last4: '4444' },
      next_charge: { date: '2026-03-09T09:00:00.000Z', amount_cents: 3990 },
    });
    const [invoice] = await invoicesOf(started.client);
    expect(invoice).toMatchObject({ kind: 'invoice', amount_ttc_cents: 299, amount_ht_cents: 249, vat_cents: 50, description: 'Accès découverte – 7 jours' });
    expect(invoice?.number).toMatch(/^FA-2026-\d{6}$/);
    expect(t.granted.at(-1)).toMatchObject({ userId: started.userId, preOrderId });
    await mailsTo(started.email, /accès découverte est ouvert/, 1);
    const { rows } = await t.database.pool.query('SELECT provider_subscription, provider_customer FROM billing_subscriptions WHERE id = $1', [started.outcome.subscription_id]);
    expect(rows[0]).toEqual({ provider_subscription: paid.subscription.id, provider_customer: paid.subscription.customer });

    // The lifecycle pass charges nothing at Stripe: Stripe renews, the webhook settles.
    t.clock.set('2026-03-09T10:00:00Z');
    const calls = stripe.requests.length;
    expect((await runBillingLifecycle(t.billing)).charges).toBe(0);
    expect(stripe.requests.length).toBe(calls);
    expect((await subscriptionOf(started.client)).status).toBe('trialing');
    // Until Stripe reports the renewal (it charges about an hour after the period's end), access goes on — for a day at most.
    expect(await mayOrderKbis(started.userId, t.clock.now())).toMatchObject({ allowed: true, isTrialPeriod: true });
    expect(await mayOrderKbis(started.userId, new Date('2026-03-10T09:00:01Z'))).toEqual({ allowed: false, reason: 'no_access' });

    const renewal = stripe.renewalInvoice(paid.subscription.id as string, { at: t.clock.now(), start: new Date('2026-03-09T09:00:00Z'), end: new Date('2026-04-09T09:00:00Z'), amount: 3990, paid: true });
    await delivered(stripeEvent('invoice.paid', renewal.invoice, t.clock.now()));
    expect(await subscriptionOf(started.client)).toMatchObject({
      status: 'active',
      current_period_start: '2026-03-09T09:00:00.000Z',
      current_period_end: '2026-04-09T09:00:00.000Z',
      quotas: { kbis: { limit: 15, used: 0, left: 15 } },
    });
    expect((await invoicesOf(started.client)).map((i) => [i.description, i.amount_ttc_cents])).toEqual([
      ['Abonnement mensuel', 3990],
      ['Accès découverte – 7 jours', 299],
    ]);
    await mailsTo(started.email, /Votre abonnement court jusqu'au 9 avril 2026/, 1);
  });

  it('processes a redelivered event once, even when both copies arrive together', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const started = await toCheckout();
    const paid = stripe.payCheckout(started.sessionId, { at: t.clock.now() });
    const event = stripeEvent('invoice.paid', paid.invoice, t.clock.now());
    const answers = await Promise.all([deliver(event), deliver(event)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await countRows('SELECT count(*)::int AS n FROM billing_webhook_events WHERE event_id = $1', [event.id])).toBe(1);
    expect(await countRows(`SELECT count(*)::int AS n FROM billing_invoices WHERE subscription_id = $1`, [started.outcome.subscription_id])).toBe(1);
    expect(await countRows(`SELECT count(*)::int AS n FROM billing_payments WHERE subscription_id = $1`, [started.outcome.subscription_id])).toBe(1);
    expect(t.granted.filter((g) => g.userId === started.userId)).toHaveLength(1);
    // The same invoice in another event (Stripe's invoice.paid then a resent copy with a new id) still pays once.
    await delivered(stripeEvent('invoice.paid', paid.invoice, t.clock.now()));
    expect(await countRows(`SELECT count(*)::int AS n FROM billing_invoices WHERE subscription_id = $1`, [started.outcome.subscription_id])).toBe(1);
    await mailsTo(started.email, /accès découverte est ouvert/, 1);
    await drainMailQueue(t.platform);
    expect(await mailsTo(started.email, /accès découverte est ouvert/, 1)).toHaveLength(1);
  });

  it('tolerates reordering: invoice.paid before checkout.session.completed, a stale subscription update, a failure older than its success', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const started = await toCheckout();
    const paid = stripe.payCheckout(started.sessionId, { at: t.clock.now() });
    await delivered(stripeEvent('invoice.paid', paid.invoice, t.clock.now()));
    expect((await subscriptionOf(started.client)).status).toBe('trialing');
    await delivered(stripeEvent('checkout.session.completed', paid.session, t.clock.now()));
    expect(await subscriptionOf(started.client)).toMatchObject({ status: 'trialing', current_period_end: '2026-03-09T09:00:00.000Z' });

    // Cancelled from Stripe's dashboard at 10:00, then a stale update from 09:30 (not cancelled) arrives.
    const cancelled = { ...stripe.subscription(paid.subscription.id as string), cancel_at_period_end: true };
    await delivered(stripeEvent('customer.subscription.updated', cancelled, new Date('2026-03-02T10:00:00Z')));
    expect((await subscriptionOf(started.client)).cancel_at_period_end).toBe(true);
    await mailsTo(started.email, /Nous avons bien reçu la résiliation/, 1);
    const stale = { ...stripe.subscription(paid.subscription.id as string), cancel_at_period_end: false };
    await delivered(stripeEvent('customer.subscription.updated', stale, new Date('2026-03-02T09:30:00Z')));
    expect(await subscriptionOf(started.client)).toMatchObject({ status: 'trialing', cancel_at_period_end: true });

    // Renewal: attempt 1 fails, attempt 2 succeeds; the success arrives before the failure.
    const other = await trialing();
    t.clock.set('2026-03-09T10:00:00Z');
    const failed = stripe.renewalInvoice(other.paid.subscription.id as string, {
      at: t.clock.now(),
      start: new Date('2026-03-09T09:00:00Z'),
      end: new Date('2026-04-09T09:00:00Z'),
      amount: 3990,
      paid: false,
      nextAttempt: new Date('2026-03-12T10:00:00Z'),
    });
    const failure = stripeEvent('invoice.payment_failed', { ...failed.invoice }, t.clock.now());
    t.clock.set('2026-03-12T10:00:00Z');
    const retried = stripe.payInvoice(failed.invoice.id as string, { at: t.clock.now(), attempt: 2 });
    await delivered(stripeEvent('invoice.paid', retried.invoice, t.clock.now()));
    await delivered(failure);
    expect(await subscriptionOf(other.client)).toMatchObject({ status: 'active', current_period_end: '2026-04-09T09:00:00.000Z', quotas: { kbis: { left: 15 } } });
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const started = await toCheckout();
    const paid = stripe.payCheckout(started.sessionId, { at: t.clock.now() });
    const event = stripeEvent('invoice.paid', paid.invoice, t.clock.now());
    const tampered = JSON.stringify({ ...event, data: { object: { ...paid.invoice, amount_paid: 1 } } });
    const attempts = [
      await deliver(event, { secret: 'whsec_someone_else' }),
      await deliver(event, { payload: tampered }),
      await deliver(event, { timestamp: Math.floor(t.clock.now().getTime() / 1000) - 301 }),
      await t.app.inject({ method: 'POST', url: '/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(event) }),
      await t.app.inject({ method: 'POST', url: '/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' }, payload: 'not json' }),
    ];
    expect(attempts.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(attempts[0]?.json()).toEqual({ message: 'errors:billing.webhook-signature-invalid' });
    expect(await countRows('SELECT count(*)::int AS n FROM billing_webhook_events WHERE event_id = $1', [event.id])).toBe(0);
    expect(await subscriptionOf(started.client)).toMatchObject({ status: 'incomplete' });
    expect(await countRows(`SELECT count(*)::int AS n FROM billing_invoices WHERE subscription_id = $1`, [started.outcome.subscription_id])).toBe(0);
    // The genuine event, correctly signed, then goes through (no CSRF token needed).
    await delivered(event);
    expect((await subscriptionOf(started.client)).status).toBe('trialing');
  });

  it('a failed renewal makes the subscription past due until Stripe gives up; its deletion expires access', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const { client, email, paid } = await trialing();
    t.clock.set('2026-03-09T10:00:00Z');
    const failed = stripe.renewalInvoice(paid.subscription.id as string, {
      at: t.clock.now(),
      start: new Date('2026-03-09T09:00:00Z'),
      end: new Date('2026-04-09T09:00:00Z'),
      amount: 3990,
      paid: false,
      nextAttempt: new Date('2026-03-12T10:00:00Z'),
    });
    await delivered(stripeEvent('invoice.payment_failed', failed.invoice, t.clock.now()));
    expect(await subscriptionOf(client)).toMatchObject({ status: 'past_due', next_charge: { date: '2026-03-12T10:00:00.000Z', amount_cents: 3990 } });
    const [failedMail] = await mailsTo(email, /a été refusé par votre banque/, 1);
    expect(failedMail?.decoded.replace(/\s+/g, ' ')).toContain('Si les nouvelles tentatives échouent');
    t.clock.set('2026-03-23T10:00:00Z');
    await runBillingLifecycle(t.billing);
    expect((await subscriptionOf(client)).status).toBe('past_due');
    await delivered(stripeEvent('customer.subscription.deleted', { ...stripe.subscription(paid.subscription.id as string), status: 'canceled' }, t.clock.now()));
    expect(await subscriptionOf(client)).toMatchObject({ status: 'expired', ends_at: '2026-03-23T10:00:00.000Z', next_charge: null });
    await mailsTo(email, /Faute de paiement, votre abonnement a pris fin/, 1);
    // A late copy of an older update cannot reopen it.
    await delivered(stripeEvent('customer.subscription.updated', { ...stripe.subscription(paid.subscription.id as string), status: 'active' }, new Date('2026-03-10T00:00:00Z')));
    expect((await subscriptionOf(client)).status).toBe('expired');
  });

  it('cancels at Stripe first (cancel_at_period_end, keyed), then ends access at the period end without any charge', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const { client, paid, outcome } = await trialing();
    const cancelled = await client.post('/api/subscription/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ cancel_at_period_end: true, ends_at: '2026-03-09T09:00:00.000Z' });
    const call = stripe.requests.find((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${paid.subscription.id}`);
    expect(call).toMatchObject({ body: { cancel_at_period_end: 'true' }, idempotencyKey: `cancel:${outcome.subscription_id}` });
    expect(stripe.subscription(paid.subscription.id as string).cancel_at_period_end).toBe(true);
    t.clock.set('2026-03-09T09:00:01Z');
    await runBillingLifecycle(t.billing);
    expect(await subscriptionOf(client)).toMatchObject({ status: 'canceled', next_charge: null });
    await delivered(stripeEvent('customer.subscription.deleted', { ...stripe.subscription(paid.subscription.id as string), status: 'canceled' }, t.clock.now()));
    expect((await subscriptionOf(client)).status).toBe('canceled');
  });

  it('cancelling an unpaid subscription closes its Checkout session; an expired session lets the user start again', async () => {
    const { client, sessionId, outcome } = await toCheckout();
    expect((await client.post('/api/subscription/cancel')).statusCode).toBe(200);
    expect(stripe.requests.some((r) => r.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(true);
    expect((await subscriptionOf(client)).status).toBe('canceled');
    const anew = await client.post('/api/subscriptions', purchase());
    expect(anew.statusCode).toBe(201);
    expect(anew.json().data.subscription_id).not.toBe(outcome.subscription_id);

    const again = await toCheckout();
    await delivered(stripeEvent('checkout.session.expired', { ...stripe.sessions().find((s) => s.id === again.sessionId), status: 'expired' }, t.clock.now()));
    const retry = await again.client.post('/api/subscriptions', purchase());
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.redirect).not.toBe(again.outcome.redirect);
    expect(stripe.requests.at(-1)?.idempotencyKey).toBe(`checkout:subscription:${again.outcome.subscription_id}:period:0:attempt:2`);
  });

  it('a refund issues a credit note (AV series, negative amounts, the cancelled invoice named), from the webhook or our refund call, once', async () => {
    t.clock.set('2026-05-04T09:00:00Z');
    const { client, paid, outcome } = await trialing();
    const [invoice] = await invoicesOf(client);
    t.clock.advance(3600_000);

    // Refunded from Stripe's dashboard: the charge.refunded event issues the credit note.
    const partial = stripe.refundFromDashboard(paid.charge.id as string, 100);
    await delivered(stripeEvent('charge.refunded', partial, t.clock.now()));
    let documents = await invoicesOf(client);
    expect(documents[0]).toMatchObject({ kind: 'credit_note', amount_ttc_cents: -100, amount_ht_cents: -83, vat_cents: -17, description: `Remboursement – ${invoice?.description}` });
    expect(documents[0]?.number).toMatch(/^AV-2026-\d{6}$/);

    // Refunded by our service: Stripe is asked with a key made of our ids; its later webhook adds nothing.
    const result = await refundPayment(t.billing, outcome.payment_id);
    expect(result.refundedTotalCents).toBe(299);
    const call = stripe.requests.find((r) => r.path === '/v1/refunds');
    expect(call).toMatchObject({ body: { payment_intent: expect.stringMatching(/^pi_/), amount: '199' }, idempotencyKey: `payment:${outcome.payment_id}:refund:100:199` });
    await delivered(stripeEvent('charge.refunded', stripe.charge(paid.charge.id as string), t.clock.now()));
    documents = await invoicesOf(client);
    const notes = documents.filter((d) => d.kind === 'credit_note');
    expect(notes).toHaveLength(2);
    expect(notes.reduce((sum, n) => sum + n.amount_ttc_cents, 0)).toBe(-299);
    expect(notes.reduce((sum, n) => sum + n.amount_ht_cents, 0)).toBe(-(invoice?.amount_ht_cents ?? 0));
    const numbers = notes.map((n) => Number(n.number.slice(-6))).sort((a, b) => a - b);
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
    expect((await t.database.pool.query('SELECT status, refunded_cents FROM billing_payments WHERE id = $1', [outcome.payment_id])).rows[0]).toEqual({ status: 'refunded', refunded_cents: 299 });
    await expect(refundPayment(t.billing, outcome.payment_id)).rejects.toMatchObject({ statusCode: 422 });
  });

  it('credits a refund whose charge event arrives before the invoice was settled', async () => {
    t.clock.set('2026-05-04T09:00:00Z');
    const started = await toCheckout();
    const paid = stripe.payCheckout(started.sessionId, { at: t.clock.now() });
    const refunded = stripe.refundFromDashboard(paid.charge.id as string, 299);
    await delivered(stripeEvent('charge.refunded', refunded, t.clock.now()));
    const documents = await invoicesOf(started.client);
    expect(documents.map((d) => [d.kind, d.amount_ttc_cents])).toEqual(
      expect.arrayContaining([
        ['invoice', 299],
        ['credit_note', -299],
      ]),
    );
    await delivered(stripeEvent('invoice.paid', paid.invoice, t.clock.now()));
    expect(await invoicesOf(started.client)).toHaveLength(2);
  });
});

describe('POST /webhooks/stripe under fuzzing', () => {
  it('a card that already took the discovery access on another account: invoiced, refunded, ended at Stripe, no access, the customer told', async () => {
    // From addresses of their own: the payment routes are rate-limited per address.
    const first = await toCheckout({}, '198.51.100.71');
    const firstPaid = stripe.payCheckout(first.sessionId, { at: t.clock.now(), fingerprint: 'fp_shared_card' });
    await delivered(stripeEvent('invoice.paid', firstPaid.invoice, t.clock.now()));
    expect((await subscriptionOf(first.client)).status).toBe('trialing');

    const second = await toCheckout({}, '198.51.100.72');
    const paid = stripe.payCheckout(second.sessionId, { at: t.clock.now(), fingerprint: 'fp_shared_card' });
    await delivered(stripeEvent('checkout.session.completed', paid.session, t.clock.now()));
    await delivered(stripeEvent('invoice.paid', paid.invoice, t.clock.now()));
    expect(await subscriptionOf(second.client)).toMatchObject({ status: 'canceled' });
    expect(await mayOrderKbis(second.userId, t.clock.now())).toMatchObject({ allowed: false });
    await mailsTo(second.email, /déjà servi à le prendre sur un autre compte.*remboursé 2,99 € TTC/, 1);
    expect(stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.idempotencyKey === `payment:${second.outcome.payment_id}:refund:0:299`)).toHaveLength(1);
    expect(stripe.requests.some((r) => r.method === 'DELETE' && r.path.startsWith('/v1/subscriptions/'))).toBe(true);
    expect((await invoicesOf(second.client)).map((invoice) => [invoice.kind, invoice.amount_ttc_cents])).toEqual(expect.arrayContaining([['invoice', 299], ['credit_note', -299]]));
    // The first customer keeps their access.
    expect((await subscriptionOf(first.client)).status).toBe('trialing');
  });

  it('answers 400 to random bodies and signatures, never a 5xx, and records nothing', async () => {
    const before = await countRows('SELECT count(*)::int AS n FROM billing_webhook_events', []);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)), fc.string({ maxLength: 200 })),
        fc.oneof(fc.string({ maxLength: 120 }), fc.constant('t=1,v1=00'), fc.integer().map((n) => `t=${n},v1=${'a'.repeat(64)}`)),
        async (payload, signature) => {
          const response = await t.app.inject({ method: 'POST', url: '/webhooks/stripe', headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) }, payload });
          expect(response.statusCode, response.body).toBe(400);
        },
      ),
      { numRuns: fuzzRuns(80) },
    );
    expect(await countRows('SELECT count(*)::int AS n FROM billing_webhook_events', [])).toBe(before);
  });
});

describe('Stripe configuration', () => {
  it('serves the webhook (in the OpenAPI document) with the Stripe provider only', async () => {
    const sandbox = await createBillingTestApp();
    try {
      expect(t.app.hasRoute({ method: 'POST', url: '/webhooks/stripe' })).toBe(true);
      const openApi = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(openApi.statusCode).toBe(200);
      expect(openApi.json().paths['/webhooks/stripe'].post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'stripe-signature', required: true })]));
      expect(sandbox.app.hasRoute({ method: 'POST', url: '/webhooks/stripe' })).toBe(false);
    } finally {
      await sandbox.close();
    }
  });
});
