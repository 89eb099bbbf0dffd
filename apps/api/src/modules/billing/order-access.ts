import type { BillingPlan } from '@registre/domain';
import type { SubscriptionRow } from './subscription-rows';

import type { OrderAccess } from '../orders';

export type { OrderAccess, OrderAccessDecision } from '../orders';

/** Kinds that use the registration-extract quota; every other kind has the daily fair-use cap. */
export const REGISTRATION_EXTRACT_KINDS: ReadonlySet<string> = new Set(['kbis']);

/** The day in Paris time and the seconds left until its end (when the daily cap resets). */
function parisDay(now: Date): { day: string; secondsLeft: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const elapsed = Number(parts.hour) * 3600 + Number(parts.minute) * 60 + Number(parts.second);
  return { day: `${parts.year}-${parts.month}-${parts.day}`, secondsLeft: Math.max(1, 86_400 - elapsed) };
}

/**
 * Stripe renews a period itself: it finalises the new invoice about an hour after the period ends and
 * reports the payment by webhook. Until then (at most this long) a Stripe subscription that is not
 * cancelled keeps its access; a refused payment makes it past due as soon as Stripe says so.
 */
export const STRIPE_RENEWAL_GRACE = '1 day';

/**
 * Billing's answer to "may this user order this kind now?", inside the order's transaction: the
 * user's running subscription row is locked (FOR UPDATE), so two parallel orders cannot both take
 * the last unit; the unit is consumed here and given back if the order's transaction rolls back.
 */
export function billingOrderAccess(): OrderAccess {
  return {
    async consume(client, { userId, kind, now }) {
      const { rows } = await client.query<Pick<SubscriptionRow, 'id' | 'status' | 'kbis_quota_limit' | 'kbis_quota_used' | 'plan'>>(
        `SELECT id, status, kbis_quota_limit, kbis_quota_used, plan FROM billing_subscriptions
          WHERE user_id = $1 AND status IN ('trialing', 'active')
            AND (current_period_end > $2 OR (provider = 'stripe' AND NOT cancel_at_period_end AND current_period_end > $2::timestamptz - $3::interval))
          FOR UPDATE`,
        [userId, now, STRIPE_RENEWAL_GRACE],
      );
      const sub = rows[0];
      if (!sub) return { allowed: false, reason: 'no_access' };
      const isTrialPeriod = sub.status === 'trialing';
      if (REGISTRATION_EXTRACT_KINDS.has(kind)) {
        if (sub.kbis_quota_used >= sub.kbis_quota_limit) {
          const plan: BillingPlan = sub.plan;
          return { allowed: false, reason: 'quota_exceeded', documentType: kind, isTrialPeriod, remainingQuotaAfterTrial: isTrialPeriod ? plan.kbis_quota_period : 0 };
        }
        await client.query('UPDATE billing_subscriptions SET kbis_quota_used = kbis_quota_used + 1 WHERE id = $1', [sub.id]);
        return { allowed: true, isTrialPeriod };
      }
      const { day, secondsLeft } = parisDay(now);
      const counted = await client.query(
        `INSERT INTO billing_daily_usage (user_id, day, kind, used) VALUES ($1, $2, $3, 1)
         ON CONFLICT (user_id, day, kind) DO UPDATE SET used = billing_daily_usage.used + 1 WHERE billing_daily_usage.used < $4
         RETURNING used`,
        [userId, day, kind, sub.plan.daily_cap_per_kind],
      );
      if (counted.rowCount === 0) return { allowed: false, reason: 'daily_cap', retryAfterSeconds: secondsLeft };
      return { allowed: true, isTrialPeriod };
    },
  };
}
