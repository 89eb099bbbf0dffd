import type { PoolClient } from 'pg';
import type { BillingContext } from './billing-context';
import { billingMails } from './billing-mails';
import { withTransaction } from './in-transaction';
import { accountRecipient as recipientOf } from '../auth';
import { refundPayment } from './refund-payment';
import { cardTookDiscoveryAccess, findPayment, lockSubscription, type PaymentRow, type SubscriptionRow } from './subscription-rows';
import { endSubscription } from './subscription-state';

/**
 * Stripe only (the sandbox refuses the card before charging it): Checkout tells which card paid only
 * once it has charged it. When that card already paid another customer's discovery access, the
 * access is not opened: the subscription ends at once, the payment (already invoiced) is refunded by
 * a job, which also ends the subscription at Stripe and tells the customer. Answers true when it did so.
 */
export async function refuseDuplicateTrial(client: PoolClient, ctx: BillingContext, sub: SubscriptionRow, payment: PaymentRow, fingerprint: string | null, now: Date): Promise<boolean> {
  if (payment.purpose !== 'trial' || !fingerprint) return false;
  await client.query('UPDATE billing_payments SET card_fingerprint = $2 WHERE id = $1', [payment.id, fingerprint]);
  if (!(await cardTookDiscoveryAccess(client, fingerprint, sub.user_id))) return false;
  await endSubscription(client, sub, { status: 'canceled', endedAt: now, recordCancellation: true }, now);
  await ctx.queue.send(ctx.duplicateTrialRefundQueue, { paymentId: payment.id }, { db: client });
  ctx.logger.warn({ subscription: sub.id, payment: payment.id }, 'discovery access paid with a card that already took one: refunded');
  return true;
}

/** The job: refund what is left of the payment, end the provider's subscription, mail the customer (each step idempotent). */
export async function refundDuplicateTrial(ctx: BillingContext, paymentId: string): Promise<void> {
  const payment = await findPayment(ctx.pool, paymentId);
  if (!payment) return;
  const refundable = payment.amount_cents - payment.refunded_cents;
  if (refundable > 0) await refundPayment(ctx, paymentId);
  const sub = await withTransaction(ctx.pool, (client) => lockSubscription(client, payment.subscription_id));
  if (!sub) return;
  if (ctx.provider.name === 'stripe' && sub.provider_subscription) await ctx.provider.cancelNow(sub.provider_subscription, `cancel:duplicate-trial:${sub.id}`);
  if (refundable > 0) {
    const to = await recipientOf(ctx.pool, sub.user_id);
    if (to) await ctx.queue.send(ctx.mailQueue, billingMails.duplicateTrialRefunded(ctx.settings, to, sub, refundable));
  }
}
