import Container from '@mui/material/Container';
import type { Metadata } from 'next';
import { CompanyFiltersForm } from '@/components/search/company-filters-form';
import { PageIntro } from '@/components/search/page-intro';
import { getT } from '@/i18n/get-t';
import { getCompanyFilterChoices } from '@/lib/search/get-filter-options';
import { readCompanySearchState, type RawSearchParams } from '@/lib/search/search-page-params';
import { ADVANCED_RESULTS_PATH } from '@/lib/search/search-paths';
import { pageSeoMetadata } from '@/lib/seo/page-seo-metadata';

interface AdvancedSearchPageProps {
  searchParams: Promise<RawSearchParams>;
}

export function generateMetadata(): Metadata {
  const t = getT('search');
  const [title, description] = [t('advanced.seoTitle'), t('advanced.seoDescription')];
  return { title, description, ...pageSeoMetadata({ path: '/recherches-avancees', title, description }) };
}

/** `/recherches-avancees`: the search form with every criterion, prefilled from the URL when coming back to edit. */
export default async function AdvancedSearchPage({ searchParams }: AdvancedSearchPageProps) {
  const t = getT('search');
  const state = readCompanySearchState(await searchParams);
  const choices = await getCompanyFilterChoices();
  return (
    <Container maxWidth="sm" sx={{ py: { xxxs: 3, md: 6 } }}>
      <PageIntro heading={t('advanced.heading')} intro={t('advanced.intro')} />
      <CompanyFiltersForm
        action={ADVANCED_RESULTS_PATH}
        state={state}
        choices={choices}
        heading={t('filters.heading')}
        submitLabel={t('advanced.submit')}
      />
    </Container>
  );
}
