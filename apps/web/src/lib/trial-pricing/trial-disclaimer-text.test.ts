import { describe, expect, it } from 'vitest';
import { trialDisclaimerText, type TrialDisclaimerLabels } from './trial-disclaimer-text';
import { FALLBACK_TRIAL_PRICING } from './trial-pricing';

const labels: TrialDisclaimerLabels = {
  title: 'ACCÈS DÉCOUVERTE',
  perDay: '{price} par jour',
  perTrialOne: '{price} pour {days} jour',
  perTrialOther: '{price} pour {days} jours',
  then: 'puis {price} par {period}',
  periods: { week: 'semaine', month: 'mois', year: 'an' },
};

describe('trialDisclaimerText', () => {
  it('shows the fallback price for 7 days and nothing after it', () => {
    expect(trialDisclaimerText(FALLBACK_TRIAL_PRICING, labels)).toEqual({ price: '2,99\u00A0€ pour 7 jours', then: null });
  });

  it('shows a price per day, then the renewal price and period', () => {
    const pricing = { ...FALLBACK_TRIAL_PRICING, is_price_per_day: true, is_fallback: false, trial_days: 3, renewal: { price_with_currency: '9 €', period: 'week' as const } };
    expect(trialDisclaimerText(pricing, labels)).toEqual({ price: '2,99\u00A0€ par jour', then: 'puis 9 € par semaine' });
  });

  it('uses the singular for a one-day trial', () => {
    expect(trialDisclaimerText({ ...FALLBACK_TRIAL_PRICING, trial_days: 1 }, labels).price).toBe('2,99\u00A0€ pour 1 jour');
  });
});
