import { createHash, randomBytes } from 'node:crypto';
import { BILLING_KEYS, type CancellationLinkView, type SubscriptionView } from '@registre/domain';
import { HttpError } from '../../errors/http-errors';
import type { BillingContext } from './billing-context';
import { billingMails } from './billing-mails';
import { withTransaction } from './in-transaction';
import { presentSubscription } from './present-subscription';
import { accountIdByEmail, accountRecipient as recipientOf } from '../auth';
import { postBillingMail } from './settle-payment';
import { orUnavailable } from './provider-unavailable';
import { latestPaymentOf, liveSubscriptionOf, lockSubscription, SUBSCRIPTION_COLUMNS, type SubscriptionRow } from './subscription-rows';
import { endAtTerm, endSubscription } from './subscription-state';

/** Cancellation links mailed by the public form stay valid this long. */
export const CANCELLATION_LINK_HOURS = 24;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Db = Parameters<Parameters<typeof withTransaction>[1]>[0];

const isRunning = (sub: SubscriptionRow) => sub.status === 'trialing' || sub.status === 'active';

/** When a cancellation made at `now` takes effect: a running subscription at its period's end, any other at once. */
const cancellationEnd = (sub: SubscriptionRow, now: Date): Date => (isRunning(sub) && sub.current_period_end ? sub.current_period_end : now);

/**
 * Cancels in the caller's transaction: a running subscription stops at its period's end (no charge
 * after it), an unpaid or unfinished one at once. Mails the acknowledgement with the end date
 * (L.215-1-1). Cancelling again changes nothing and mails nothing.
 */
async function cancelLocked(ctx: BillingContext, client: Db, sub: SubscriptionRow): Promise<SubscriptionView> {
  const now = ctx.clock.now();
  if (sub.cancel_at_period_end || sub.status === 'canceled' || sub.status === 'expired') return presentSubscription(sub);
  const running = isRunning(sub);
  const endsAt = cancellationEnd(sub, now);
  if (sub.provider === 'stripe') await cancelAtStripe(ctx, client, sub, running);
  if (running) await endAtTerm(client, sub, now);
  else await endSubscription(client, sub, { status: 'canceled', endedAt: now, recordCancellation: true }, now);
  await postBillingMail(client, ctx, (to) => billingMails.cancellationConfirmed(ctx.settings, to, sub, endsAt), sub.user_id);
  const updated = await lockSubscription(client, sub.id);
  return presentSubscription(updated as SubscriptionRow);
}

/**
 * Tells Stripe first (its renewals stop at the period's end, or its subscription ends now), so that
 * a cancellation we confirm is one Stripe honours; if Stripe cannot be reached, nothing changes (503).
 * An incomplete subscription's open Checkout session is closed; one completing meanwhile answers 409.
 */
async function cancelAtStripe(ctx: BillingContext, client: Db, sub: SubscriptionRow, running: boolean): Promise<void> {
  const provider = ctx.provider;
  if (provider.name !== 'stripe') throw new HttpError(503, BILLING_KEYS.providerUnavailable);
  const reference = sub.provider_subscription;
  if (reference) {
    await orUnavailable(() => (running ? provider.cancelAtPeriodEnd(reference, `cancel:${sub.id}`) : provider.cancelNow(reference, `cancel-now:${sub.id}`)));
    return;
  }
  const open = await latestPaymentOf(client, sub.id, 0);
  if (open?.status !== 'redirect' || !open.provider_checkout) return;
  const checkout = open.provider_checkout;
  if (!(await orUnavailable(() => provider.expireCheckout(checkout)))) throw new HttpError(409, BILLING_KEYS.paymentInProgress);
  await client.query(`UPDATE billing_payments SET status = 'failed', failure_code = 'checkout_canceled', settled_at = $2 WHERE id = $1`, [open.id, ctx.clock.now()]);
}

/** `POST /api/subscription/cancel`: the signed-in user's live subscription. */
export async function cancelSubscription(ctx: BillingContext, userId: string): Promise<SubscriptionView> {
  return withTransaction(ctx.pool, async (client) => {
    const sub = await liveSubscriptionOf(client, userId, { lock: true });
    if (!sub) throw new HttpError(404, BILLING_KEYS.noSubscription);
    return cancelLocked(ctx, client, sub);
  });
}

/**
 * The public form (`/resiliation`, no sign-in): when the e-mail and contract reference match a live
 * subscription, a confirmation link is mailed. The answer is the same either way (no disclosure).
 */
export async function requestPublicCancellation(ctx: BillingContext, input: { email: string; contract_reference: string }): Promise<void> {
  const now = ctx.clock.now();
  await withTransaction(ctx.pool, async (client) => {
    const userId = await accountIdByEmail(client, input.email);
    if (!userId) return;
    const { rows } = await client.query<{ id: string }>(
      `SELECT id FROM billing_subscriptions WHERE contract_reference = $1 AND user_id = $2 AND status IN ('incomplete', 'trialing', 'active', 'past_due')`,
      [input.contract_reference, userId],
    );
    const id = rows[0]?.id;
    if (!id) return;
    const sub = await lockSubscription(client, id);
    if (!sub) return;
    const token = randomBytes(32).toString('base64url');
    await client.query('INSERT INTO billing_cancellation_links (token_hash, subscription_id, expires_at) VALUES ($1, $2, $3)', [
      hashToken(token),
      id,
      new Date(now.getTime() + CANCELLATION_LINK_HOURS * 3600 * 1000),
    ]);
    const to = await recipientOf(client, sub.user_id);
    if (to) await ctx.queue.send(ctx.mailQueue, billingMails.cancellationLink(ctx.settings, to, sub, token, CANCELLATION_LINK_HOURS), { db: client });
  });
}

/** The mailed link's confirmation: cancels the subscription it names (once; an expired or used link is refused). */
export async function confirmPublicCancellation(ctx: BillingContext, token: string): Promise<{ contract_reference: string; ends_at: string | null }> {
  const now = ctx.clock.now();
  return withTransaction(ctx.pool, async (client) => {
    const { rows } = await client.query<{ subscription_id: string }>(
      'UPDATE billing_cancellation_links SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING subscription_id',
      [hashToken(token), now],
    );
    const id = rows[0]?.subscription_id;
    if (!id) {
      const used = await client.query('SELECT 1 FROM billing_cancellation_links WHERE token_hash = $1 AND used_at IS NOT NULL', [hashToken(token)]);
      throw new HttpError(used.rowCount ? 409 : 404, used.rowCount ? BILLING_KEYS.cancellationLinkUsed : BILLING_KEYS.cancellationLinkInvalid);
    }
    const sub = await lockSubscription(client, id);
    if (!sub) throw new HttpError(404, BILLING_KEYS.cancellationLinkInvalid);
    const view = await cancelLocked(ctx, client, sub);
    return { contract_reference: view.contract_reference, ends_at: view.ends_at };
  });
}

/**
 * What the mailed link would cancel, shown before its confirmation: the contract, its access and
 * the date the cancellation takes effect; for a link already used, when it was used and the end
 * date it set. An unknown or expired link answers 404. Reads only: opening the link cancels nothing.
 */
export async function previewPublicCancellation(ctx: BillingContext, token: string): Promise<CancellationLinkView> {
  const now = ctx.clock.now();
  const { rows } = await ctx.pool.query<SubscriptionRow & { link_used_at: Date | null }>(
    `SELECT ${SUBSCRIPTION_COLUMNS}, l.used_at AS link_used_at
       FROM billing_cancellation_links l JOIN billing_subscriptions s ON s.id = l.subscription_id
      WHERE l.token_hash = $1 AND (l.used_at IS NOT NULL OR l.expires_at > $2)`,
    [hashToken(token), now],
  );
  const sub = rows[0];
  if (!sub) throw new HttpError(404, BILLING_KEYS.cancellationLinkInvalid);
  const endsAt = sub.link_used_at ? (presentSubscription(sub).ends_at ?? sub.link_used_at.toISOString()) : cancellationEnd(sub, now).toISOString();
  return { contract_reference: sub.contract_reference, status: sub.status, ends_at: endsAt, used_at: sub.link_used_at?.toISOString() ?? null };
}

/**
 * The account-deleted hook (in the deletion's transaction): the live subscription ends now, not at
 * its period's end, so nothing is charged again (a Stripe subscription is cancelled at Stripe first;
 * if Stripe cannot be reached the deletion fails with 503 and nothing changes). No mail: the address
 * is already erased, and the deletion dialog said it beforehand.
 */
export function cancelOnAccountDeletion(ctx: BillingContext) {
  return async (client: Db, event: { userId: string }): Promise<void> => {
    const sub = await liveSubscriptionOf(client, event.userId, { lock: true });
    if (!sub) return;
    const now = ctx.clock.now();
    if (sub.provider === 'stripe') await cancelAtStripe(ctx, client, sub, false);
    await endSubscription(client, sub, { status: 'canceled', endedAt: now, recordCancellation: true, clearEndAtTerm: true }, now);
  };
}
