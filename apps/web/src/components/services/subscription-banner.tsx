import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { getT } from '@/i18n/get-t';
import type { TrialPricing } from '@/lib/trial-pricing/trial-pricing';

/** The subscription banner: the trial price with what follows it on the same line (DESIGN §5), what it gives, the downloads. */
export function SubscriptionBanner({ pricing }: { pricing: TrialPricing }) {
  const t = getT('services');
  const title = pricing.is_price_per_day
    ? t('banner.priceTitlePerDay', { price: pricing.price_with_currency })
    : t('banner.priceTitleTrial', { price: pricing.price_with_currency, count: pricing.trial_days ?? 1 });
  const then = pricing.renewal ? t('banner.then', { price: pricing.renewal.price_with_currency, period: t(`banner.periods.${pricing.renewal.period}`) }) : null;
  return (
    <Box component="aside" aria-label={t('banner.label')} sx={{ p: { xxxs: 2, md: 3 }, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
        {then ? `, ${then}` : null}
      </Typography>
      <Typography sx={{ mt: 1 }}>{t('banner.description')}</Typography>
      <Typography sx={{ mt: 1, fontWeight: 600 }}>{t('banner.downloads')}</Typography>
    </Box>
  );
}
