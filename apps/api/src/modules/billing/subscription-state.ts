import type { PoolClient } from 'pg';
import type { SubscriptionStatus } from '@registre/domain';
import { SUBSCRIPTION_COLUMNS, type SubscriptionRow } from './subscription-rows';

type Db = Pick<PoolClient, 'query'>;

/**
 * The subscription's life, changed here only (each change one guarded UPDATE in the caller's
 * transaction, on a row the caller has locked):
 *
 *   incomplete ──paid──► trialing ──paid──► active ◄──paid── past_due
 *        │                  │  ▲              │  ▲              │
 *        │                  │  └─ renewal refused ─►────────────┘ (retries)
 *        └──────────────────┴──── ended: canceled (customer, provider, account deletion, refused card)
 *                                        or expired (unpaid after the last retry)
 *
 * A running period (trialing, active) may be set to end at its term and resumed. An ended
 * subscription never changes again (a late payment is invoiced, access is not reopened).
 */
const NEXT: Readonly<Record<SubscriptionStatus, readonly SubscriptionStatus[]>> = {
  incomplete: ['trialing', 'canceled'],
  trialing: ['trialing', 'active', 'past_due', 'canceled'],
  active: ['active', 'past_due', 'canceled'],
  past_due: ['active', 'past_due', 'canceled', 'expired'],
  canceled: [],
  expired: [],
};

export class SubscriptionTransitionError extends Error {
  constructor(sub: SubscriptionRow, change: string) {
    super(`subscription ${sub.id}: ${change} is not possible from ${sub.status}${sub.cancel_at_period_end ? ' (ending at its term)' : ''}`);
    this.name = 'SubscriptionTransitionError';
  }
}

function assertNext(sub: SubscriptionRow, to: SubscriptionStatus): void {
  if (!NEXT[sub.status].includes(to)) throw new SubscriptionTransitionError(sub, `→ ${to}`);
}

const running = (sub: SubscriptionRow) => sub.status === 'trialing' || sub.status === 'active';

/** A period paid (the trial or a renewal): the new period, a fresh quota, the card that paid; answers the updated row. */
export async function startPaidPeriod(
  client: Db,
  sub: SubscriptionRow,
  period: { status: 'trialing' | 'active'; periodIndex: number; start: Date; end: Date; quota: number; card: { token: string | null; brand: string | null; last4: string | null } },
  now: Date,
): Promise<SubscriptionRow> {
  assertNext(sub, period.status);
  const { rows } = await client.query<SubscriptionRow>(
    `UPDATE billing_subscriptions
        SET status = $2, period_index = $3, current_period_start = $4, current_period_end = $5, kbis_quota_limit = $6, kbis_quota_used = 0,
            failed_attempts = 0, past_due_since = NULL, next_retry_at = NULL, payment_method_token = $7, card_brand = $8, card_last4 = $9, updated_at = $10
      WHERE id = $1
  RETURNING ${SUBSCRIPTION_COLUMNS}`,
    [sub.id, period.status, period.periodIndex, period.start, period.end, period.quota, period.card.token, period.card.brand, period.card.last4, now],
  );
  return rows[0] as SubscriptionRow;
}

/** A renewal refused: past due, with the attempt counted and the next retry (null when the provider retries by itself). */
export async function markPastDue(client: Db, sub: SubscriptionRow, attempt: { failedAttempts: number; since: Date; nextRetryAt: Date | null }, now: Date): Promise<void> {
  assertNext(sub, 'past_due');
  await client.query(`UPDATE billing_subscriptions SET status = 'past_due', failed_attempts = $2, past_due_since = $3, next_retry_at = $4, updated_at = $5 WHERE id = $1`, [
    sub.id,
    attempt.failedAttempts,
    attempt.since,
    attempt.nextRetryAt,
    now,
  ]);
}

export interface Ending {
  status: 'canceled' | 'expired';
  /** When access ends (now, or the end of the paid period). */
  endedAt: Date;
  /** Set the cancellation time when none is recorded yet (a cancellation by the customer, the provider or an account deletion). */
  recordCancellation: boolean;
  /** A refused renewal's attempt count, kept with an expiry. */
  failedAttempts?: number;
  /** The end-at-term flag dropped (the subscription ended otherwise, e.g. with the account). */
  clearEndAtTerm?: boolean;
}

/** Access ends: canceled or expired, no retry left. */
export async function endSubscription(client: Db, sub: SubscriptionRow, ending: Ending, now: Date): Promise<void> {
  assertNext(sub, ending.status);
  await client.query(
    `UPDATE billing_subscriptions
        SET status = $2, ended_at = $3, next_retry_at = NULL, updated_at = $4,
            canceled_at = CASE WHEN $5 THEN coalesce(canceled_at, $4) ELSE canceled_at END,
            failed_attempts = coalesce($6, failed_attempts),
            cancel_at_period_end = CASE WHEN $7 THEN false ELSE cancel_at_period_end END
      WHERE id = $1`,
    [sub.id, ending.status, ending.endedAt, now, ending.recordCancellation, ending.failedAttempts ?? null, ending.clearEndAtTerm ?? false],
  );
}

/** A running period set to end at its term (no charge after it). */
export async function endAtTerm(client: Db, sub: SubscriptionRow, now: Date): Promise<void> {
  if (!running(sub) || sub.cancel_at_period_end) throw new SubscriptionTransitionError(sub, 'end at term');
  await client.query('UPDATE billing_subscriptions SET cancel_at_period_end = true, canceled_at = $2, updated_at = $2 WHERE id = $1', [sub.id, now]);
}

/** An end at term withdrawn (the provider says the subscription goes on). */
export async function resumeAtTerm(client: Db, sub: SubscriptionRow, now: Date): Promise<void> {
  if (!running(sub) || !sub.cancel_at_period_end) throw new SubscriptionTransitionError(sub, 'resume');
  await client.query('UPDATE billing_subscriptions SET cancel_at_period_end = false, canceled_at = NULL, updated_at = $2 WHERE id = $1', [sub.id, now]);
}

/** The renewal reminder was mailed for this trial. */
export async function markReminded(client: Db, sub: SubscriptionRow, now: Date): Promise<void> {
  await client.query('UPDATE billing_subscriptions SET reminder_sent_at = $2, updated_at = $2 WHERE id = $1', [sub.id, now]);
}
