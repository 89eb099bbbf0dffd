import type { KbisTrialPricing, RenewalPeriod } from '@registre/domain';

/** The pricing the header shows: the API's answer, or the fallback while it is unknown. */
export type TrialPricing = Pick<KbisTrialPricing, 'display_price' | 'price_with_currency' | 'price' | 'is_price_per_day'> & {
  /** What follows the trial; absent in the fallback. */
  renewal?: { price_with_currency: string; period: RenewalPeriod };
  trial_days?: number;
  /** True for the specification's fallback (SPECIFICATION §3: "flagged as trial price"). */
  is_fallback: boolean;
};

/** Before the API answers, or when it cannot (SPECIFICATION §3). */
export const FALLBACK_TRIAL_PRICING: TrialPricing = {
  display_price: '2,99',
  price_with_currency: '2,99\u00A0€',
  price: 2.99,
  is_price_per_day: false,
  is_fallback: true,
};

const PERIODS: readonly string[] = ['week', 'month', 'year'] satisfies RenewalPeriod[];

/**
 * Reads `GET /api/config/kbis-trial-pricing`'s body; null when it breaks the contract. Written by
 * hand rather than with the domain's zod schema, which would bring zod into the header's bundle.
 */
export function toTrialPricing(body: unknown): TrialPricing | null {
  const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).data : undefined;
  if (typeof data !== 'object' || data === null) return null;
  const d = data as Record<string, unknown>;
  const valid =
    typeof d.display_price === 'string' &&
    typeof d.price_with_currency === 'string' &&
    typeof d.price === 'number' &&
    typeof d.is_price_per_day === 'boolean' &&
    typeof d.trial_days === 'number' &&
    typeof d.renewal_price_with_currency === 'string' &&
    typeof d.renewal_period === 'string' &&
    PERIODS.includes(d.renewal_period);
  if (!valid) return null;
  return {
    display_price: d.display_price as string,
    price_with_currency: d.price_with_currency as string,
    price: d.price as number,
    is_price_per_day: d.is_price_per_day as boolean,
    trial_days: d.trial_days as number,
    renewal: { price_with_currency: d.renewal_price_with_currency as string, period: d.renewal_period as RenewalPeriod },
    is_fallback: false,
  };
}
