import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { BillingContext } from './billing-context';
import { billingMails } from './billing-mails';
import { creditRefundedTotal } from './credit-note';
import type { ChargeOutcome, ProviderPayment } from './payment-provider';
import { refuseDuplicateTrial } from './duplicate-trial';
import { postBillingMail, settlePayment } from './settle-payment';
import { insertPayment, latestPaymentOf, lockPayment, lockPaymentsByProvider, lockSubscription, SUBSCRIPTION_COLUMNS, type PaymentRow, type SubscriptionRow } from './subscription-rows';
import { endAtTerm, endSubscription, resumeAtTerm } from './subscription-state';

/**
 * How Stripe's events map onto our access lifecycle, each applied in the webhook's transaction
 * (with the event id recorded) under a lock on our subscription. Every handler reads the state it
 * needs rather than relying on event order: a payment already settled is left alone, a failure
 * older than a success is ignored, a subscription state older than the last applied one changes
 * nothing, and an ended subscription never reopens.
 */

const ours = z.uuid();
const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));
const at = (seconds: number): Date => new Date(seconds * 1000);

/** Our subscription behind a Stripe object: by the id we put in its metadata, else by Stripe's subscription id. */
async function lockOurSubscription(client: PoolClient, metadataId: string | null | undefined, stripeSubscription: string | null): Promise<SubscriptionRow | null> {
  const byMetadata = ours.safeParse(metadataId);
  if (byMetadata.success) {
    const sub = await lockSubscription(client, byMetadata.data);
    if (sub?.provider === 'stripe') return sub;
  }
  if (!stripeSubscription) return null;
  const { rows } = await client.query<SubscriptionRow>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM billing_subscriptions WHERE provider_subscription = $1 FOR UPDATE`, [stripeSubscription]);
  return rows[0] ?? null;
}

async function linkStripeIds(client: PoolClient, sub: SubscriptionRow, subscription: string | null, customer: string | null): Promise<void> {
  await client.query(
    'UPDATE billing_subscriptions SET provider_subscription = coalesce(provider_subscription, $2), provider_customer = coalesce(provider_customer, $3) WHERE id = $1',
    [sub.id, subscription, customer],
  );
}

const invoiceSubscription = (invoice: Stripe.Invoice) => {
  const details = invoice.parent?.subscription_details;
  return { metadataId: details?.metadata?.subscription_id, stripe: idOf(details?.subscription) };
};

/** The period an invoice pays for, from its lines (the trial's line runs to the trial's end). */
function paidPeriod(invoice: Stripe.Invoice): { start: Date; end: Date } | undefined {
  const periods = (invoice.lines?.data ?? []).map((line) => line.period).filter((period) => period !== undefined && period !== null);
  if (periods.length === 0) return undefined;
  const start = Math.min(...periods.map((period) => period.start));
  const end = Math.max(...periods.map((period) => period.end));
  return end > start ? { start: at(start), end: at(end) } : undefined;
}

/** The next attempt number of a period's payment (a retried Stripe invoice gets one row per attempt). */
async function nextAttempt(client: PoolClient, subscriptionId: string, periodIndex: number): Promise<number> {
  const { rows } = await client.query<{ attempt: number }>('SELECT coalesce(max(attempt), 0)::int + 1 AS attempt FROM billing_payments WHERE subscription_id = $1 AND period_index = $2', [
    subscriptionId,
    periodIndex,
  ]);
  return rows[0]?.attempt ?? 1;
}

/** The payment row an invoice settles: the Checkout's first payment, or a renewal attempt recorded now. */
async function paymentForInvoice(client: PoolClient, sub: SubscriptionRow, invoice: Stripe.Invoice, recorded: PaymentRow[], amountCents: number, now: Date): Promise<PaymentRow | null> {
  if (invoice.billing_reason === 'subscription_create') {
    const first = await latestPaymentOf(client, sub.id, 0);
    if (first && (first.status === 'pending' || first.status === 'redirect')) return first;
    if (first?.status === 'succeeded' || first?.status === 'refunded') return null;
  }
  const periodIndex = recorded[0]?.period_index ?? (invoice.billing_reason === 'subscription_create' ? 0 : sub.period_index + 1);
  return insertPayment(client, {
    id: randomUUID(),
    subscriptionId: sub.id,
    userId: sub.user_id,
    purpose: periodIndex === 0 ? 'trial' : 'renewal',
    periodIndex,
    attempt: await nextAttempt(client, sub.id, periodIndex),
    amountCents,
    preOrderId: null,
    sessionIdHash: null,
    now,
  });
}

/**
 * `invoice.paid`: the first invoice (trial fee) opens the trial and runs the access-granted hooks
 * (pre-orders become orders); a later one renews the period and resets the quota. Each issues our
 * own invoice. Whether `checkout.session.completed` came first does not matter: the invoice
 * carries our subscription id in its metadata.
 */
export async function settleStripeInvoice(client: PoolClient, ctx: BillingContext, invoice: Stripe.Invoice, paid: ProviderPayment | null, now: Date): Promise<void> {
  const ref = invoiceSubscription(invoice);
  const sub = await lockOurSubscription(client, ref.metadataId, ref.stripe);
  if (!sub) {
    ctx.logger.warn({ invoice: invoice.id }, 'stripe invoice paid for no subscription of ours');
    return;
  }
  await linkStripeIds(client, sub, ref.stripe, idOf(invoice.customer));
  const recorded = await lockPaymentsByProvider(client, 'provider_invoice', invoice.id);
  if (recorded.some((payment) => payment.status === 'succeeded' || payment.status === 'refunded')) return;
  const row = await paymentForInvoice(client, sub, invoice, recorded, invoice.amount_paid, now);
  if (!row) return;
  await client.query('UPDATE billing_payments SET provider_invoice = $2, amount_cents = $3 WHERE id = $1', [row.id, invoice.id, invoice.amount_paid]);
  const payment = await lockPayment(client, row.id);
  if (!payment) return;
  const outcome: ChargeOutcome = {
    status: 'succeeded',
    reference: paid?.paymentIntent ?? invoice.id,
    brand: paid?.brand ?? sub.card_brand ?? 'card',
    last4: paid?.last4 ?? sub.card_last4 ?? '0000',
    paymentMethodToken: paid?.paymentMethod ?? sub.payment_method_token ?? '',
    period: paidPeriod(invoice),
  };
  // A card that already took the discovery access: invoiced (the money was taken), then refunded, access not opened.
  const refused = await refuseDuplicateTrial(client, ctx, sub, payment, paid?.fingerprint ?? null, now);
  await settlePayment(client, ctx, refused ? { ...sub, status: 'canceled' } : sub, payment, outcome, now);
}

/**
 * `invoice.payment_failed` of a renewal: the attempt is recorded as failed and the subscription
 * goes past due until Stripe's next attempt (mail sent). A failure older than the invoice's
 * success changes nothing. The first invoice's failures stay on Stripe's Checkout page.
 */
export async function failStripeInvoice(client: PoolClient, ctx: BillingContext, invoice: Stripe.Invoice, now: Date): Promise<void> {
  if (invoice.billing_reason === 'subscription_create') return;
  const ref = invoiceSubscription(invoice);
  const sub = await lockOurSubscription(client, ref.metadataId, ref.stripe);
  if (!sub || !(sub.status === 'trialing' || sub.status === 'active' || sub.status === 'past_due')) return;
  const recorded = await lockPaymentsByProvider(client, 'provider_invoice', invoice.id);
  if (recorded.some((payment) => payment.status === 'succeeded' || payment.status === 'refunded')) return;
  const row = await paymentForInvoice(client, sub, invoice, recorded, invoice.amount_due, now);
  if (!row) return;
  await client.query('UPDATE billing_payments SET provider_invoice = $2 WHERE id = $1', [row.id, invoice.id]);
  const payment = await lockPayment(client, row.id);
  if (!payment) return;
  await settlePayment(client, ctx, sub, payment, {
    status: 'declined',
    reference: invoice.id,
    code: 'renewal_payment_failed',
    brand: null,
    last4: null,
    providerRetryAt: invoice.next_payment_attempt ? at(invoice.next_payment_attempt) : null,
  }, now);
}

/** `checkout.session.completed`: links Stripe's customer and subscription to ours (the invoice settles the payment). */
export async function linkCheckout(client: PoolClient, ctx: BillingContext, session: Stripe.Checkout.Session): Promise<void> {
  if (session.mode !== 'subscription') return;
  const sub = await lockOurSubscription(client, session.metadata?.subscription_id, idOf(session.subscription));
  if (!sub) {
    ctx.logger.warn({ checkout: session.id }, 'stripe checkout completed for no subscription of ours');
    return;
  }
  await linkStripeIds(client, sub, idOf(session.subscription), idOf(session.customer));
}

/** `checkout.session.expired`: the first payment left on Stripe's page fails, so that a new attempt can start. */
export async function expireCheckoutPayment(client: PoolClient, session: Stripe.Checkout.Session, now: Date): Promise<void> {
  for (const payment of await lockPaymentsByProvider(client, 'provider_checkout', session.id)) {
    if (payment.status === 'redirect' || payment.status === 'pending') {
      await client.query(`UPDATE billing_payments SET status = 'failed', failure_code = 'checkout_expired', settled_at = $2 WHERE id = $1`, [payment.id, now]);
    }
  }
}

/**
 * `customer.subscription.updated`: follows a cancellation (or its undoing) made at Stripe, such as
 * from the dashboard; the state is applied only if the event is not older than the last one applied.
 * Statuses come from the invoice events; a subscription Stripe reports ended is ended.
 */
export async function applySubscriptionState(client: PoolClient, ctx: BillingContext, subscription: Stripe.Subscription, eventCreated: number, now: Date): Promise<void> {
  const sub = await lockOurSubscription(client, subscription.metadata?.subscription_id, subscription.id);
  if (!sub) return;
  const stateAt = at(eventCreated);
  if (sub.provider_state_at && stateAt < sub.provider_state_at) return;
  await client.query('UPDATE billing_subscriptions SET provider_state_at = $2 WHERE id = $1', [sub.id, stateAt]);
  await linkStripeIds(client, sub, subscription.id, idOf(subscription.customer));
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    await endStripeSubscription(client, ctx, sub, now);
    return;
  }
  if (!(sub.status === 'trialing' || sub.status === 'active') || subscription.cancel_at_period_end === sub.cancel_at_period_end) return;
  if (subscription.cancel_at_period_end) {
    await endAtTerm(client, sub, now);
    await postBillingMail(client, ctx, (to) => billingMails.cancellationConfirmed(ctx.settings, to, sub, sub.current_period_end ?? now), sub.user_id);
  } else {
    await resumeAtTerm(client, sub, now);
  }
}

/** `customer.subscription.deleted`: access ends — expired when it was unpaid, cancelled otherwise. An ended subscription stays ended. */
export async function deleteStripeSubscription(client: PoolClient, ctx: BillingContext, subscription: Stripe.Subscription, eventCreated: number, now: Date): Promise<void> {
  const sub = await lockOurSubscription(client, subscription.metadata?.subscription_id, subscription.id);
  if (!sub) return;
  await client.query('UPDATE billing_subscriptions SET provider_state_at = greatest(provider_state_at, $2) WHERE id = $1', [sub.id, at(eventCreated)]);
  await endStripeSubscription(client, ctx, sub, now);
}

async function endStripeSubscription(client: PoolClient, ctx: BillingContext, sub: SubscriptionRow, now: Date): Promise<void> {
  if (sub.status === 'canceled' || sub.status === 'expired') return;
  const unpaid = sub.status === 'past_due';
  await endSubscription(client, sub, { status: unpaid ? 'expired' : 'canceled', endedAt: now, recordCancellation: true }, now);
  if (sub.status !== 'incomplete') await postBillingMail(client, ctx, (to) => billingMails.accessEnded(ctx.settings, to, sub, unpaid ? 'unpaid' : 'canceled'), sub.user_id);
}

/** `charge.refunded`: credit notes up to the charge's refunded total (the payment settled first if its invoice event is still to come). */
export async function creditStripeRefund(client: PoolClient, ctx: BillingContext, charge: Stripe.Charge, now: Date): Promise<void> {
  const intent = idOf(charge.payment_intent);
  if (!intent) return;
  const payment = (await lockPaymentsByProvider(client, 'provider_reference', intent)).find((row) => row.status === 'succeeded' || row.status === 'refunded');
  if (!payment) {
    ctx.logger.warn({ charge: charge.id }, 'stripe refund for no payment of ours');
    return;
  }
  await creditRefundedTotal(client, ctx, payment, charge.amount_refunded, now);
}
