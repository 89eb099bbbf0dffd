import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { Metadata } from 'next';
import { ServicesGrid } from '@/components/services/services-grid';
import { OfferForVisitors } from '@/components/billing/offer-for-visitors';
import { SubscriptionBanner } from '@/components/services/subscription-banner';
import { AppLink } from '@/components/ui/app-link';
import { SERVICE_TYPES } from '@/config/product-pages';
import { isServiceType } from '@/config/services';
import { PageIntro } from '@/components/search/page-intro';
import { getT } from '@/i18n/get-t';
import { getTrialPricing } from '@/lib/services/get-trial-pricing';
import { firstParam, type RawSearchParams } from '@/lib/search/search-page-params';
import { SERVICES_PATH } from '@/lib/search/search-paths';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';

interface ServicesPageProps {
  searchParams: Promise<RawSearchParams>;
}

export function generateMetadata(): Metadata {
  const t = getT('services');
  const [title, description] = [t('seoTitle'), t('seoDescription')];
  return { title, description, ...pageSeoMetadata({ path: '/services', title, description }) };
}

/** `/services`: every service by type, filterable by type (`?type=finance`), and the subscription banner. */
export default async function ServicesPage({ searchParams }: ServicesPageProps) {
  const t = getT('services');
  const requested = firstParam(await searchParams, 'type');
  const type = isServiceType(requested) ? requested : undefined;
  const pricing = await getTrialPricing();
  const filters = [{ href: SERVICES_PATH, label: t('allTypes'), current: type === undefined }, ...SERVICE_TYPES.map((value) => ({ href: `${SERVICES_PATH}?type=${value}`, label: t(`types.${value}`), current: type === value }))];
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 6 } }}>
      <PageIntro heading={t('heading')} intro={t('intro')} />
      <Box component="nav" aria-label={t('filterLabel')} sx={{ mb: 3 }}>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
          {filters.map((filter) => (
            <li key={filter.href}>
              <AppLink href={filter.href} aria-current={filter.current ? 'page' : undefined} sx={{ fontWeight: filter.current ? 700 : 400 }}>
                {filter.label}
              </AppLink>
            </li>
          ))}
        </Box>
      </Box>
      <ServicesGrid variant="full" type={type} />
      {pricing ? (
        <Box sx={{ mt: 5 }}>
          <OfferForVisitors>
            <SubscriptionBanner pricing={pricing} />
          </OfferForVisitors>
        </Box>
      ) : null}
    </Container>
  );
}
