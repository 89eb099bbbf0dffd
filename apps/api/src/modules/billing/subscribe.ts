import { randomBytes, randomUUID } from 'node:crypto';
import type { BillingIdentity, CardInput, PaymentOutcomeResponse } from '@registre/domain';
import { BILLING_KEYS } from '@registre/domain';
import { HttpError, UnprocessableError } from '../../errors/http-errors';
import type { BillingContext } from './billing-context';
import { withTransaction } from './in-transaction';
import { CardExpiredError, type ChargeOutcome, type PaymentProvider, type StripeProvider } from './payment-provider';
import { orUnavailable } from './provider-unavailable';
import { accountRecipient as recipientOf } from '../auth';
import { settlePayment } from './settle-payment';
import { cardTookDiscoveryAccess, findPayment, hadDiscoveryAccess, insertPayment, latestPaymentOf, liveSubscriptionOf, lockCustomer, lockPayment, lockSubscription, type PaymentRow, type SubscriptionRow } from './subscription-rows';

export interface SubscribeInput {
  userId: string;
  identity: BillingIdentity;
  card: CardInput | undefined;
  preOrderId: string | null;
  sessionIdHash: string | null;
}

type Outcome = PaymentOutcomeResponse['data'];

/** `RC-7K2M9QXA`: the contract reference asked by the cancellation form (no 0/O/1/I to misread). */
function contractReference(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `RC-${[...randomBytes(8)].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * Refuses a payment form the provider cannot take, before anything is created: the sandbox needs
 * a card that has not expired (it checks it again); Stripe takes the card on its own page, so a
 * card sent to us is refused rather than passed on.
 */
export function assertPaymentInput(provider: PaymentProvider['name'], card: CardInput | undefined, now: Date): void {
  if (provider === 'stripe') {
    if (card) throw new UnprocessableError(BILLING_KEYS.cardNotAccepted, { card: [BILLING_KEYS.cardNotAccepted] });
    return;
  }
  if (!card) throw new UnprocessableError(BILLING_KEYS.required, { card: [BILLING_KEYS.required] });
  if (Date.UTC(card.exp_year, card.exp_month, 1) <= now.getTime()) {
    throw new UnprocessableError(BILLING_KEYS.cardExpired, { 'card.exp_year': [BILLING_KEYS.cardExpired] });
  }
}

function successPath(preOrderId: string | null): string {
  return preOrderId ? `/successful-payment?pre_order=${preOrderId}` : '/successful-payment';
}

/**
 * The discovery access for a user: the subscription row (incomplete) and its first payment are
 * recorded first, under a lock on the user, so that a double submit finds the same payment and
 * charges with the same idempotency key; then the card is charged and the outcome settled.
 */
export async function subscribe(ctx: BillingContext, input: SubscribeInput): Promise<Outcome> {
  const now = ctx.clock.now();
  assertPaymentInput(ctx.provider.name, input.card, now);

  const { payment, reused, sub } = await withTransaction(ctx.pool, async (client) => {
    await lockCustomer(client, input.userId);
    let sub = await liveSubscriptionOf(client, input.userId, { lock: true });
    if (sub && sub.status !== 'incomplete') throw new HttpError(409, BILLING_KEYS.alreadySubscribed);
    if (await hadDiscoveryAccess(client, input.userId)) throw new HttpError(409, BILLING_KEYS.trialAlreadyUsed);
    if (!sub) {
      const id = randomUUID();
      await client.query(
        `INSERT INTO billing_subscriptions (id, user_id, contract_reference, status, plan, provider, billing_identity, created_at, updated_at)
         VALUES ($1, $2, $3, 'incomplete', $4, $5, $6, $7, $7)`,
        [id, input.userId, contractReference(), JSON.stringify(ctx.plan), ctx.provider.name, JSON.stringify(input.identity), now],
      );
      sub = await lockSubscription(client, id);
    } else {
      await client.query('UPDATE billing_subscriptions SET billing_identity = $2, updated_at = $3 WHERE id = $1', [sub.id, JSON.stringify(input.identity), now]);
    }
    if (!sub) throw new Error('subscription not recorded');
    const last = await latestPaymentOf(client, sub.id, 0);
    if (last && (last.status === 'pending' || last.status === 'requires_action' || last.status === 'redirect' || last.status === 'succeeded')) {
      return { payment: last, reused: true, sub };
    }
    const cardFingerprint = ctx.provider.name === 'sandbox' && input.card ? ctx.provider.cardFingerprint(input.card) : null;
    if (cardFingerprint && (await cardTookDiscoveryAccess(client, cardFingerprint, input.userId))) throw new HttpError(409, BILLING_KEYS.trialCardAlreadyUsed);
    const payment = await insertPayment(client, {
      id: randomUUID(),
      subscriptionId: sub.id,
      userId: input.userId,
      purpose: 'trial',
      periodIndex: 0,
      attempt: (last?.attempt ?? 0) + 1,
      amountCents: sub.plan.trial_price_cents,
      preOrderId: input.preOrderId,
      sessionIdHash: input.sessionIdHash,
      cardFingerprint,
      now,
    });
    return { payment, reused: false, sub };
  });

  if (reused && payment.status === 'succeeded') return outcomeOf(payment, 'succeeded', input.preOrderId);
  if (ctx.provider.name === 'stripe') return openCheckout(ctx, ctx.provider, payment, sub);
  if (reused && payment.status === 'requires_action') return outcomeOf(payment, 'requires_action', input.preOrderId);
  if (!input.card) throw new UnprocessableError(BILLING_KEYS.required, { card: [BILLING_KEYS.required] });
  let charged: ChargeOutcome;
  try {
    charged = await ctx.provider.chargeCard({ idempotencyKey: payment.idempotency_key, amountCents: payment.amount_cents, description: 'Accès découverte', card: input.card, now });
  } catch (error) {
    if (error instanceof CardExpiredError) throw new UnprocessableError(BILLING_KEYS.cardExpired, { 'card.exp_year': [BILLING_KEYS.cardExpired] });
    throw error;
  }
  return applyFirstCharge(ctx, payment.id, charged, input.preOrderId);
}

/**
 * Stripe: the first payment happens on Stripe's Checkout page. The session is created with a key
 * made of the payment's (a double click, or a second tab, opens the same session) and the answer
 * sends the browser there; the signed webhooks then settle the payment.
 */
async function openCheckout(ctx: BillingContext, provider: StripeProvider, payment: PaymentRow, sub: SubscriptionRow): Promise<Outcome> {
  const to = await recipientOf(ctx.pool, sub.user_id);
  if (!to) throw new HttpError(409, BILLING_KEYS.noSubscription);
  const preOrder = payment.pre_order_id;
  const checkout = await orUnavailable(() =>
    provider.startCheckout({
      idempotencyKey: `checkout:${payment.idempotency_key}`,
      paymentId: payment.id,
      subscriptionId: sub.id,
      contractReference: sub.contract_reference,
      plan: sub.plan,
      customerEmail: to.email,
      successUrl: `${ctx.settings.webOrigin}${successPath(preOrder)}`,
      cancelUrl: `${ctx.settings.webOrigin}/paiement-securise${preOrder ? `?pre_order=${preOrder}` : ''}`,
    }),
  );
  await ctx.pool.query(`UPDATE billing_payments SET status = 'redirect', provider_checkout = $2 WHERE id = $1 AND status IN ('pending', 'redirect')`, [payment.id, checkout.reference]);
  return { outcome: 'redirect', payment_id: payment.id, subscription_id: payment.subscription_id, amount_cents: payment.amount_cents, redirect: checkout.url };
}

/** Settles a first payment's outcome and answers what the page does next; a refusal is a 402. */
async function applyFirstCharge(ctx: BillingContext, paymentId: string, charged: ChargeOutcome, preOrderId: string | null): Promise<Outcome> {
  const now = ctx.clock.now();
  const settled = await withTransaction(ctx.pool, async (client) => {
    const current = await findPayment(client, paymentId);
    if (!current) throw new Error('payment vanished');
    await lockCustomer(client, current.user_id);
    const sub = await lockSubscription(client, current.subscription_id);
    const payment = await lockPayment(client, paymentId);
    if (!sub || !payment) throw new Error('payment vanished');
    const result = await settlePayment(client, ctx, sub, payment, charged, now);
    return { result, payment: (await findPayment(client, paymentId)) as PaymentRow };
  });
  if (settled.payment.status === 'failed') throw new HttpError(402, BILLING_KEYS.cardDeclined, { card: [BILLING_KEYS.cardDeclined] });
  if (settled.payment.status === 'requires_action') return outcomeOf(settled.payment, 'requires_action', preOrderId);
  return outcomeOf(settled.payment, 'succeeded', preOrderId);
}

function outcomeOf(payment: PaymentRow, outcome: 'succeeded' | 'requires_action', preOrderId: string | null): Outcome {
  return {
    outcome,
    payment_id: payment.id,
    subscription_id: payment.subscription_id,
    amount_cents: payment.amount_cents,
    redirect: outcome === 'requires_action' ? `/paiement-securise/verification?payment=${payment.id}${preOrderId ? `&pre_order=${preOrderId}` : ''}` : successPath(payment.pre_order_id ?? preOrderId),
  };
}

/** The strong-authentication page's answer: the owner approves or refuses the pending first payment. */
export async function completeChallenge(ctx: BillingContext, userId: string, paymentId: string, approve: boolean): Promise<Outcome> {
  const payment = await findPayment(ctx.pool, paymentId);
  if (!payment || payment.user_id !== userId) throw new HttpError(404, BILLING_KEYS.paymentNotFound);
  if (payment.status === 'succeeded') return outcomeOf(payment, 'succeeded', payment.pre_order_id);
  if (payment.status !== 'requires_action' || ctx.provider.name !== 'sandbox') throw new HttpError(409, BILLING_KEYS.paymentNotAwaitingAction);
  const charged = await ctx.provider.completeChallenge({ idempotencyKey: payment.idempotency_key, approve });
  return applyFirstCharge(ctx, payment.id, charged, payment.pre_order_id);
}

/** `GET /api/payments/{id}`: the state of one of the user's payments (the challenge page reads it). */
export async function paymentOf(ctx: BillingContext, userId: string, paymentId: string) {
  const payment = await findPayment(ctx.pool, paymentId);
  if (!payment || payment.user_id !== userId) throw new HttpError(404, BILLING_KEYS.paymentNotFound);
  return { id: payment.id, status: payment.status, amount_cents: payment.amount_cents, card: payment.card_last4 ? { brand: payment.card_brand ?? 'card', last4: payment.card_last4 } : null, pre_order_id: payment.pre_order_id };
}
