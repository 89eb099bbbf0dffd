import { describe, expect, it } from 'vitest';
import { FALLBACK_TRIAL_PRICING, toTrialPricing } from './trial-pricing';

const answer = {
  display_price: '0,49',
  price_with_currency: '0,49\u00A0€',
  price: 0.49,
  is_price_per_day: true,
  trial_days: 7,
  renewal_display_price: '39,90',
  renewal_price_with_currency: '39,90\u00A0€',
  renewal_price: 39.9,
  renewal_period: 'month',
};

describe('toTrialPricing', () => {
  it("reads the API's answer, renewal included", () => {
    expect(toTrialPricing({ data: answer })).toEqual({
      display_price: '0,49',
      price_with_currency: '0,49\u00A0€',
      price: 0.49,
      is_price_per_day: true,
      trial_days: 7,
      renewal: { price_with_currency: '39,90\u00A0€', period: 'month' },
      is_fallback: false,
    });
  });

  it('refuses a body that breaks the contract', () => {
    expect(toTrialPricing(null)).toBeNull();
    expect(toTrialPricing({ data: { ...answer, price: '0,49' } })).toBeNull();
    expect(toTrialPricing({ data: { ...answer, renewal_period: 'decade' } })).toBeNull();
    expect(toTrialPricing(answer)).toBeNull();
  });

  it('has the specified fallback, flagged as such', () => {
    expect(FALLBACK_TRIAL_PRICING).toMatchObject({ display_price: '2,99', price_with_currency: '2,99\u00A0€', is_price_per_day: false, is_fallback: true });
  });
});
