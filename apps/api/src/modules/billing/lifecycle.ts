import { randomUUID } from 'node:crypto';
import type { BillingContext } from './billing-context';
import { billingMails } from './billing-mails';
import { withTransaction } from './in-transaction';
import { settlePayment, postBillingMail } from './settle-payment';
import { findPayment, insertPayment, lockPayment, lockSubscription, type PaymentRow } from './subscription-rows';
import { endSubscription, markReminded } from './subscription-state';

/** The reminder goes this long before the first paid period's charge. */
export const REMINDER_BEFORE_MS = 48 * 3600 * 1000;

export interface LifecycleReport {
  reminders: number;
  charges: number;
  ended: number;
}

const ids = async (ctx: BillingContext, sql: string, values: unknown[]): Promise<string[]> => (await ctx.pool.query<{ id: string }>(sql, values)).rows.map((row) => row.id);

/**
 * One pass over the subscriptions at the clock's time (the worker runs it on a cron; tests move the
 * clock and call it): reminders 48 h before the trial ends, period ends (cancellation takes effect,
 * or the renewal is charged), and the retries of past-due subscriptions. Each subscription is
 * handled in its own transaction under a row lock (skipped if another worker holds it), so two
 * passes never charge twice; the charge itself is idempotent by key.
 */
export async function runBillingLifecycle(ctx: BillingContext): Promise<LifecycleReport> {
  const now = ctx.clock.now();
  const report: LifecycleReport = { reminders: 0, charges: 0, ended: 0 };

  const remind = await ids(
    ctx,
    `SELECT id FROM billing_subscriptions WHERE status = 'trialing' AND reminder_sent_at IS NULL AND NOT cancel_at_period_end
        AND current_period_end > $1 AND current_period_end <= $2`,
    [now, new Date(now.getTime() + REMINDER_BEFORE_MS)],
  );
  for (const id of remind) {
    const sent = await withTransaction(ctx.pool, async (client) => {
      const sub = await lockSubscription(client, id, { skipLocked: true });
      if (!sub || sub.status !== 'trialing' || sub.reminder_sent_at || sub.cancel_at_period_end) return false;
      await markReminded(client, sub, now);
      await postBillingMail(client, ctx, (to) => billingMails.renewalReminder(ctx.settings, to, sub), sub.user_id);
      return true;
    });
    if (sent) report.reminders += 1;
  }

  // Stripe charges its subscriptions itself (the webhooks settle them): only their cancellations end here.
  const due = await ids(
    ctx,
    `SELECT id FROM billing_subscriptions WHERE status IN ('trialing', 'active') AND current_period_end <= $1 AND (provider <> 'stripe' OR cancel_at_period_end)
      ORDER BY current_period_end`,
    [now],
  );
  const retry = await ids(ctx, `SELECT id FROM billing_subscriptions WHERE status = 'past_due' AND next_retry_at <= $1 AND provider <> 'stripe' ORDER BY next_retry_at`, [now]);
  for (const id of [...due, ...retry]) {
    const result = await periodEndOrRetry(ctx, id, now);
    if (result === 'ended') report.ended += 1;
    if (result === 'charged') report.charges += 1;
  }
  return report;
}

/** A due subscription: ends it if cancelled, otherwise records the renewal attempt, charges the saved card and settles. */
async function periodEndOrRetry(ctx: BillingContext, id: string, now: Date): Promise<'ended' | 'charged' | 'skipped'> {
  const provider = ctx.provider;
  const step = await withTransaction(ctx.pool, async (client): Promise<{ kind: 'ended' } | { kind: 'skipped' } | { kind: 'charge'; payment: PaymentRow; token: string }> => {
    const sub = await lockSubscription(client, id, { skipLocked: true });
    if (!sub) return { kind: 'skipped' };
    // The API charges only the subscriptions of the card provider it runs with (the sandbox).
    const chargedHere = sub.provider === 'sandbox' && provider.name === 'sandbox';
    if (!chargedHere && !sub.cancel_at_period_end) return { kind: 'skipped' };
    const periodOver = (sub.status === 'trialing' || sub.status === 'active') && sub.current_period_end !== null && sub.current_period_end <= now;
    const retryDue = sub.status === 'past_due' && sub.next_retry_at !== null && sub.next_retry_at <= now;
    if (!periodOver && !retryDue) return { kind: 'skipped' };
    if (sub.cancel_at_period_end || !sub.payment_method_token) {
      const endedAt = sub.current_period_end ?? now;
      await endSubscription(client, sub, { status: 'canceled', endedAt, recordCancellation: false }, now);
      await postBillingMail(client, ctx, (to) => billingMails.accessEnded(ctx.settings, to, sub, 'canceled'), sub.user_id);
      return { kind: 'ended' };
    }
    const periodIndex = sub.period_index + 1;
    const payment = await insertPayment(client, {
      id: randomUUID(),
      subscriptionId: sub.id,
      userId: sub.user_id,
      purpose: 'renewal',
      periodIndex,
      attempt: sub.failed_attempts + 1,
      amountCents: sub.plan.renewal_price_cents,
      preOrderId: null,
      sessionIdHash: null,
      now,
    });
    return { kind: 'charge', payment, token: sub.payment_method_token };
  });
  if (step.kind !== 'charge' || provider.name !== 'sandbox') return step.kind === 'ended' ? 'ended' : 'skipped';

  const charged = await provider.chargeSaved({
    idempotencyKey: step.payment.idempotency_key,
    amountCents: step.payment.amount_cents,
    description: 'Abonnement',
    paymentMethodToken: step.token,
  });
  await withTransaction(ctx.pool, async (client) => {
    const sub = await lockSubscription(client, id);
    const payment = await lockPayment(client, step.payment.id);
    if (!sub || !payment) return;
    await settlePayment(client, ctx, sub, payment, charged, now);
  });
  const settled = await findPayment(ctx.pool, step.payment.id);
  ctx.logger.info({ subscription: id, payment: step.payment.id, status: settled?.status }, 'subscription renewal charged');
  return 'charged';
}
