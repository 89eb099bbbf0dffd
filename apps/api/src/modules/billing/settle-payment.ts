import type { PoolClient } from 'pg';
import type { MailMessage } from '../../mail/mail-message';
import type { BillingContext } from './billing-context';
import { billingMails } from './billing-mails';
import { issueInvoice } from './issue-invoice';
import type { ChargeOutcome } from './payment-provider';
import { addDays, addPeriod } from './plan';
import { accountRecipient as recipientOf } from '../auth';
import type { PaymentRow, SubscriptionRow } from './subscription-rows';
import { endSubscription, markPastDue, startPaidPeriod } from './subscription-state';

/** Days after the missed renewal at which the charge is tried again; after the last one fails, access ends. */
export const RETRY_OFFSETS_DAYS = [1, 3, 7] as const;

const PERIOD_ADJECTIVES = { week: 'hebdomadaire', month: 'mensuel', year: 'annuel' } as const;

async function sendMail(client: PoolClient, ctx: BillingContext, build: (to: { email: string; firstName: string }) => MailMessage, userId: string): Promise<void> {
  const to = await recipientOf(client, userId);
  if (to) await ctx.queue.send(ctx.mailQueue, build(to), { db: client });
}

/**
 * Applies a charge's outcome to the payment and its subscription, in the caller's transaction
 * (both rows locked). Settling twice is a no-op: a payment already succeeded or failed is left as is.
 * Success grants or extends access, resets the quota, issues the invoice, posts the mail and,
 * for a first payment, runs the access-granted hooks (pre-orders become orders).
 */
export async function settlePayment(client: PoolClient, ctx: BillingContext, sub: SubscriptionRow, payment: PaymentRow, outcome: ChargeOutcome, now: Date): Promise<'succeeded' | 'failed' | 'requires_action' | 'unchanged'> {
  if (payment.status === 'succeeded' || payment.status === 'failed' || payment.status === 'refunded') return 'unchanged';
  // Counted when applied (inside the caller's transaction: a rollback after this, rare, still counts).
  ctx.metrics.paymentSettled(sub.provider, outcome.status);
  if (outcome.status === 'requires_action') {
    await client.query(`UPDATE billing_payments SET status = 'requires_action', provider_reference = $2, card_brand = $3, card_last4 = $4 WHERE id = $1`, [payment.id, outcome.reference, outcome.brand, outcome.last4]);
    return 'requires_action';
  }
  if (outcome.status === 'declined') {
    await client.query(`UPDATE billing_payments SET status = 'failed', provider_reference = $2, failure_code = $3, card_brand = $4, card_last4 = $5, settled_at = $6 WHERE id = $1`, [
      payment.id,
      outcome.reference,
      outcome.code,
      outcome.brand,
      outcome.last4,
      now,
    ]);
    if (payment.purpose === 'renewal' && (sub.status === 'trialing' || sub.status === 'active' || sub.status === 'past_due')) {
      await renewalFailed(client, ctx, sub, now, outcome.providerRetryAt);
    }
    return 'failed';
  }

  await client.query(`UPDATE billing_payments SET status = 'succeeded', provider_reference = $2, card_brand = $3, card_last4 = $4, settled_at = $5 WHERE id = $1`, [
    payment.id,
    outcome.reference,
    outcome.brand,
    outcome.last4,
    now,
  ]);
  const trial = payment.purpose === 'trial';
  // An on-time renewal continues from the previous period's end; a late one (after a failure) starts when paid.
  // A provider that bills periods itself (Stripe) says which period was paid.
  const start = outcome.period?.start ?? (trial || sub.status === 'past_due' || !sub.current_period_end ? now : sub.current_period_end);
  const end = outcome.period?.end ?? (trial ? addDays(start, sub.plan.trial_days) : addPeriod(start, sub.plan.renewal_period));
  const description = trial ? `Accès découverte – ${sub.plan.trial_days} jours` : `Abonnement ${PERIOD_ADJECTIVES[sub.plan.renewal_period]}`;
  const invoiceOf = (subscription: SubscriptionRow) =>
    issueInvoice(client, { subscription, payment, description, periodStart: start, periodEnd: end, seller: ctx.seller, brand: outcome.brand, last4: outcome.last4, now });

  if (sub.status === 'canceled' || sub.status === 'expired') {
    // Money taken after access ended (a late provider payment): invoiced, access not reopened; a refund is an operator's call.
    ctx.logger.warn({ subscription: sub.id, payment: payment.id }, 'payment succeeded on an ended subscription');
    await invoiceOf(sub);
    return 'succeeded';
  }
  const quota = trial ? sub.plan.kbis_quota_trial : sub.plan.kbis_quota_period;
  const updated = await startPaidPeriod(
    client,
    sub,
    {
      status: trial ? 'trialing' : 'active',
      periodIndex: payment.period_index,
      start,
      end,
      quota,
      card: { token: outcome.paymentMethodToken, brand: outcome.brand, last4: outcome.last4 },
    },
    now,
  );
  const invoice = await invoiceOf(updated);
  await sendMail(
    client,
    ctx,
    (to) => (trial ? billingMails.trialStarted(ctx.settings, to, updated, payment.amount_cents, invoice.number) : billingMails.renewalPaid(ctx.settings, to, updated, payment.amount_cents, invoice.number)),
    sub.user_id,
  );
  if (trial) {
    for (const hook of ctx.accessGrantedHooks) {
      await hook(client, { userId: sub.user_id, sessionIdHash: payment.session_id_hash, preOrderId: payment.pre_order_id, now });
    }
  }
  return 'succeeded';
}

/**
 * A renewal was refused: past due with a retry planned, or the end of access after the last retry.
 * Stripe retries by itself (`providerRetryAt`, its next attempt) and ends the subscription itself
 * (a `customer.subscription.deleted` event): its subscriptions stay past due until then.
 */
async function renewalFailed(client: PoolClient, ctx: BillingContext, sub: SubscriptionRow, now: Date, providerRetryAt: Date | null | undefined): Promise<void> {
  const attempts = sub.failed_attempts + 1;
  const since = sub.past_due_since ?? sub.current_period_end ?? now;
  if (sub.provider === 'stripe') {
    await markPastDue(client, sub, { failedAttempts: attempts, since, nextRetryAt: providerRetryAt ?? null }, now);
    await sendMail(client, ctx, (to) => billingMails.paymentFailed(ctx.settings, to, sub, providerRetryAt ?? null), sub.user_id);
    return;
  }
  const offset = RETRY_OFFSETS_DAYS[attempts - 1];
  if (offset === undefined) {
    await endSubscription(client, sub, { status: 'expired', endedAt: now, recordCancellation: false, failedAttempts: attempts }, now);
    await sendMail(client, ctx, (to) => billingMails.accessEnded(ctx.settings, to, sub, 'unpaid'), sub.user_id);
    return;
  }
  const nextRetry = addDays(since, offset);
  await markPastDue(client, sub, { failedAttempts: attempts, since, nextRetryAt: nextRetry }, now);
  await sendMail(client, ctx, (to) => billingMails.paymentFailed(ctx.settings, to, sub, nextRetry), sub.user_id);
}

export { sendMail as postBillingMail };
