import type { RenewalPeriod } from '@registre/domain';
import type { TrialPricing } from './trial-pricing';

/** French templates of the disclaimer, rendered by the server with `{price}`, `{days}`, `{period}` left in. */
export interface TrialDisclaimerLabels {
  title: string;
  perDay: string;
  perTrialOne: string;
  perTrialOther: string;
  then: string;
  periods: Record<RenewalPeriod, string>;
}

const DEFAULT_TRIAL_DAYS = 7;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (token, name: string) => values[name] ?? token);
}

/** The trial price (per day or per trial) and, when known, what follows it: `2,99 € pour 7 jours`, `puis 39,90 € par mois…`. */
export function trialDisclaimerText(pricing: TrialPricing, labels: TrialDisclaimerLabels): { price: string; then: string | null } {
  const days = pricing.trial_days ?? DEFAULT_TRIAL_DAYS;
  const template = pricing.is_price_per_day ? labels.perDay : days === 1 ? labels.perTrialOne : labels.perTrialOther;
  const price = fill(template, { price: pricing.price_with_currency, days: String(days) });
  const then = pricing.renewal
    ? fill(labels.then, { price: pricing.renewal.price_with_currency, period: labels.periods[pricing.renewal.period] })
    : null;
  return { price, then };
}
