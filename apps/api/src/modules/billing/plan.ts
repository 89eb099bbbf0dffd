import type { BillingPlan, RenewalPeriod } from '@registre/domain';
import type { AppConfig } from '../../config/env-schema';

type PlanConfig = Pick<
  AppConfig,
  | 'KBIS_TRIAL_PRICE_CENTS'
  | 'KBIS_TRIAL_PRICE_PER_DAY'
  | 'KBIS_TRIAL_DAYS'
  | 'KBIS_RENEWAL_PRICE_CENTS'
  | 'KBIS_RENEWAL_PERIOD'
  | 'BILLING_TRIAL_KBIS_QUOTA'
  | 'BILLING_PERIOD_KBIS_QUOTA'
  | 'BILLING_DAILY_CAP_PER_KIND'
>;

/**
 * The offer, from the same variables as `GET /api/config/kbis-trial-pricing` (so the header's
 * trial line and what is charged cannot disagree). A subscription keeps a copy of the plan it was
 * taken with: a later change of price applies to new subscriptions only.
 */
export function billingPlan(config: PlanConfig): BillingPlan {
  const trialDays = config.KBIS_TRIAL_DAYS;
  return {
    trial_price_cents: config.KBIS_TRIAL_PRICE_PER_DAY ? config.KBIS_TRIAL_PRICE_CENTS * trialDays : config.KBIS_TRIAL_PRICE_CENTS,
    trial_days: trialDays,
    renewal_price_cents: config.KBIS_RENEWAL_PRICE_CENTS,
    renewal_period: config.KBIS_RENEWAL_PERIOD,
    kbis_quota_trial: config.BILLING_TRIAL_KBIS_QUOTA,
    kbis_quota_period: config.BILLING_PERIOD_KBIS_QUOTA,
    daily_cap_per_kind: config.BILLING_DAILY_CAP_PER_KIND,
  };
}

const DAY_MS = 86_400_000;

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * DAY_MS);
}

/** The end of a paid period starting at `start` (calendar months and years, clamped to the month's last day). */
export function addPeriod(start: Date, period: RenewalPeriod): Date {
  if (period === 'week') return addDays(start, 7);
  const months = period === 'month' ? 1 : 12;
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** French wording of a renewal period, as in "39,90 € / mois". */
export const PERIOD_LABELS: Record<RenewalPeriod, string> = { week: 'semaine', month: 'mois', year: 'an' };
