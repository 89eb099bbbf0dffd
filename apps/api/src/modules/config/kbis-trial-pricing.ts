import { formatEurFromCents, formatNumberFr, type KbisTrialPricing } from '@registre/domain';
import type { AppConfig } from '../../config/env-schema';

type PricingConfig = Pick<
  AppConfig,
  'KBIS_TRIAL_PRICE_CENTS' | 'KBIS_TRIAL_PRICE_PER_DAY' | 'KBIS_TRIAL_DAYS' | 'KBIS_RENEWAL_PRICE_CENTS' | 'KBIS_RENEWAL_PERIOD'
>;

/** `299` → `2,99` (always two decimals, ordinary no-break spaces between digit groups). */
function displayPrice(cents: number): string {
  return formatNumberFr(cents / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2, plainSpaces: true });
}

/** The discovery access price and what follows it, from configuration (amounts held as integer cents). */
export function kbisTrialPricing(config: PricingConfig): KbisTrialPricing {
  const trial = config.KBIS_TRIAL_PRICE_CENTS;
  const renewal = config.KBIS_RENEWAL_PRICE_CENTS;
  return {
    display_price: displayPrice(trial),
    price_with_currency: formatEurFromCents(trial, { plainSpaces: true }),
    price: trial / 100,
    is_price_per_day: config.KBIS_TRIAL_PRICE_PER_DAY,
    trial_days: config.KBIS_TRIAL_DAYS,
    renewal_display_price: displayPrice(renewal),
    renewal_price_with_currency: formatEurFromCents(renewal, { plainSpaces: true }),
    renewal_price: renewal / 100,
    renewal_period: config.KBIS_RENEWAL_PERIOD,
  };
}
