import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { formatEurFromCents } from '@registre/domain';
import type { Metadata } from 'next';
import { AppLink } from '@/components/ui/app-link';
import { DataTable } from '@/components/ui/data-table';
import { getT } from '@/i18n/get-t';
import { getOffer } from '@/lib/billing/get-offer';

export function generateMetadata(): Metadata {
  return { title: getT('billing')('seo.prices') };
}

/** /nos-tarifs: the offer in a table, the trial price always beside the renewal price and period. */
export default async function PricesPage() {
  const t = getT('billing');
  const offer = await getOffer();
  if (!offer) return <Alert severity="error">{getT('errors')('server.internal')}</Alert>;
  const { plan } = offer;
  const period = t(`periods.${plan.renewal_period}`);
  const values = {
    trialPrice: formatEurFromCents(plan.trial_price_cents),
    renewalPrice: formatEurFromCents(plan.renewal_price_cents),
    days: plan.trial_days,
    period,
    cap: plan.daily_cap_per_kind,
  };
  const faq = t('prices.faq', { returnObjects: true }) as unknown as Array<{ q: string; a: string }>;
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t('prices.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('prices.intro')}</Typography>
      <DataTable
        caption={t('prices.title')}
        captionHidden
        stackedOnPhone
        columns={[t('prices.tableOffer'), t('prices.tablePrice'), t('prices.tableIncluded')]}
        rows={[
          {
            key: 'trial',
            cells: [
              t('prices.trialName', values),
              <span key="price" data-testid="trial-line">
                {t('prices.trialPrice', values)}
              </span>,
              t('prices.trialIncluded', { ...values, count: plan.kbis_quota_trial }),
            ],
          },
          {
            key: 'renewal',
            cells: [t('prices.renewalName'), t('prices.renewalPrice', values), t('prices.renewalIncluded', { ...values, count: plan.kbis_quota_period })],
          },
        ]}
      />
      <Typography sx={{ mb: 2 }}>{t('prices.reminderText')}</Typography>
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mt: 3, mb: 1 }}>
        {t('prices.cancelTitle')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('prices.cancelText')}</Typography>
      <Typography sx={{ mb: 3 }}>
        <AppLink href="/resiliation">{t('cancel.publicTitle')}</AppLink>
      </Typography>
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
        {t('prices.faqTitle')}
      </Typography>
      {faq.map((item) => (
        <section key={item.q}>
          <Typography variant="h3" sx={{ fontSize: '1.1rem', mt: 2 }}>
            {item.q}
          </Typography>
          <Typography>{item.a}</Typography>
        </section>
      ))}
      <Button variant="contained" href="/paiement-securise" sx={{ mt: 4 }}>
        {t('prices.cta')}
      </Button>
    </Container>
  );
}
