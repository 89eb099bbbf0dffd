import type { TFunction } from 'i18next';
import type { TrialDisclaimerLabels } from './trial-disclaimer-text';

/**
 * The disclaimer's templates from `header:trial`, `{price}`, `{days}`, `{period}` left in (filled by trialDisclaimerText);
 * `newWording`: the title and follow-up of `header:trialNew`, shown while the `new-disclaimer` flag is on.
 */
export function trialDisclaimerLabels(t: TFunction<'header'>, { newWording = false }: { newWording?: boolean } = {}): TrialDisclaimerLabels {
  return {
    title: newWording ? t('trialNew.title') : t('trial.title'),
    perDay: t('trial.perDay', { price: '{price}' }),
    perTrialOne: t('trial.perTrial', { count: 1, price: '{price}', days: '{days}' }),
    perTrialOther: t('trial.perTrial', { count: 2, price: '{price}', days: '{days}' }),
    then: newWording ? t('trialNew.then', { price: '{price}', period: '{period}' }) : t('trial.then', { price: '{price}', period: '{period}' }),
    periods: { week: t('trial.period.week'), month: t('trial.period.month'), year: t('trial.period.year') },
  };
}
