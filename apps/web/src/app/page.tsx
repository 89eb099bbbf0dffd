import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { FeaturedCompanies } from '@/components/search/featured-companies';
import { CompanySearchField } from '@/components/search/company-search-field';
import { SiteCounters } from '@/components/search/site-counters';
import { TitledSection } from '@/components/search/titled-section';
import { ServicesGrid } from '@/components/services/services-grid';
import { OfferForVisitors } from '@/components/billing/offer-for-visitors';
import { SubscriptionBanner } from '@/components/services/subscription-banner';
import { HomeStructuredData } from '@/components/seo/home-structured-data';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';
import { getFeaturedCompanies } from '@/lib/search/get-featured';
import { getSiteStatistics } from '@/lib/search/get-site-statistics';
import { RESULTS_PATH, SERVICES_PATH } from '@/lib/search/search-paths';
import { getTrialPricing } from '@/lib/services/get-trial-pricing';

export function generateMetadata(): Metadata {
  const t = getT('common');
  return pageSeoMetadata({ path: '/', title: t('seo.title'), description: t('seo.description') });
}

/**
 * Home: the search box (the page's only client code), counters, companies to explore, the
 * offer, the services. Rendered per request because its figures come from the API, which the
 * build does not reach; the API reads behind it are cached (statistics 5 min, companies 1 h),
 * the trial price is read fresh.
 */
export default async function HomePage() {
  await connection();
  const t = getT('home');
  const [statistics, companies, pricing] = await Promise.all([getSiteStatistics(), getFeaturedCompanies(), getTrialPricing()]);
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 4, md: 8 } }}>
      <HomeStructuredData />
      <Stack spacing={{ xxxs: 5, md: 7 }}>
        <Box>
          {/* Three lines on a phone, not five. */}
          <Typography variant="h1" gutterBottom sx={{ fontSize: { xxxs: '1.5rem', sm: '2rem' } }}>
            {t('heading')}
          </Typography>
          <Typography variant="body1" sx={{ maxWidth: '70ch', mb: 3 }}>
            {t('intro')}
          </Typography>
          <CompanySearchField action={RESULTS_PATH} carryRememberedChoices label={t('searchLabel')} />
        </Box>
        {statistics ? <SiteCounters statistics={statistics} /> : null}
        {companies.length > 0 ? <FeaturedCompanies companies={companies} /> : null}
        {pricing ? <OfferForVisitors>
            <SubscriptionBanner pricing={pricing} />
          </OfferForVisitors> : null}
        <TitledSection id="home-services" heading={t('services.heading')}>
          <Typography sx={{ mb: 2, maxWidth: '70ch' }}>{t('services.intro')}</Typography>
          <ServicesGrid variant="compact" headingLevel="h3" />
          <Typography sx={{ mt: 2 }}>
            <AppLink href={SERVICES_PATH}>{t('services.all')}</AppLink>
          </Typography>
        </TitledSection>
        <TitledSection id="home-trust" heading={t('trust.heading')}>
          <Typography sx={{ maxWidth: '70ch' }}>{t('trust.sources')}</Typography>
        </TitledSection>
      </Stack>
    </Container>
  );
}
