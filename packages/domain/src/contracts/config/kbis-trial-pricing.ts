import { z } from 'zod';

/** How often the discovery subscription renews once the trial is over. */
export const RENEWAL_PERIODS = ['week', 'month', 'year'] as const;
export type RenewalPeriod = (typeof RENEWAL_PERIODS)[number];

/**
 * `GET /api/config/kbis-trial-pricing`: the price of the discovery access (trial) and what
 * follows it, from the API's configuration (SPECIFICATION §3 "Trial config"). Amounts are
 * given three ways: `price` in euros (a number), `display_price` (`2,99`) and
 * `price_with_currency` (`2,99 €`), French formatting with ordinary no-break spaces.
 */
export const kbisTrialPricingSchema = z.object({
  display_price: z.string(),
  price_with_currency: z.string(),
  price: z.number().min(0),
  /** True: the trial price is per day; false: it covers the whole trial (`trial_days`). */
  is_price_per_day: z.boolean(),
  trial_days: z.number().int().min(1),
  renewal_display_price: z.string(),
  renewal_price_with_currency: z.string(),
  renewal_price: z.number().min(0),
  renewal_period: z.enum(RENEWAL_PERIODS),
});

export const kbisTrialPricingResponseSchema = z.object({ data: kbisTrialPricingSchema });

export type KbisTrialPricing = z.infer<typeof kbisTrialPricingSchema>;
