import type { SubscriptionView } from '@registre/domain';
import type { SubscriptionRow } from './subscription-rows';

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** The account page's view of a subscription: status, period, quota left, next charge, end date. */
export function presentSubscription(sub: SubscriptionRow): SubscriptionView {
  const running = sub.status === 'trialing' || sub.status === 'active';
  const endsAt = sub.ended_at ?? (sub.cancel_at_period_end ? sub.current_period_end : null);
  let nextCharge: SubscriptionView['next_charge'] = null;
  if (running && !sub.cancel_at_period_end && sub.current_period_end) nextCharge = { date: sub.current_period_end.toISOString(), amount_cents: sub.plan.renewal_price_cents };
  if (sub.status === 'past_due' && sub.next_retry_at) nextCharge = { date: sub.next_retry_at.toISOString(), amount_cents: sub.plan.renewal_price_cents };
  return {
    id: sub.id,
    contract_reference: sub.contract_reference,
    status: sub.status,
    is_trial_period: sub.status === 'trialing',
    plan: sub.plan,
    current_period_start: iso(sub.current_period_start),
    current_period_end: iso(sub.current_period_end),
    cancel_at_period_end: sub.cancel_at_period_end,
    ends_at: iso(endsAt),
    next_charge: nextCharge,
    quotas: { kbis: { limit: sub.kbis_quota_limit, used: sub.kbis_quota_used, left: Math.max(0, sub.kbis_quota_limit - sub.kbis_quota_used) } },
    card: sub.card_last4 ? { brand: sub.card_brand ?? 'card', last4: sub.card_last4 } : null,
  };
}
