import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { CompanyResults } from '@/components/search/company-results';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { companyResultsHref, readCompanySearchState, type RawSearchParams } from '@/lib/search/search-page-params';
import { ADVANCED_RESULTS_PATH, ADVANCED_SEARCH_PATH } from '@/lib/search/search-paths';
import { NOINDEX_FOLLOW_ROBOTS } from '@/lib/seo/seo-rules';

interface AdvancedResultsPageProps {
  searchParams: Promise<RawSearchParams>;
}

export function generateMetadata(): Metadata {
  return { title: getT('search')('advanced.resultsHeading'), robots: NOINDEX_FOLLOW_ROBOTS };
}

/** `/recherches-avancees/resultats`: the advanced search's results, with a link back to the prefilled form. */
export default async function AdvancedResultsPage({ searchParams }: AdvancedResultsPageProps) {
  const t = getT('search');
  const state = readCompanySearchState(await searchParams);
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom>
        {t('advanced.resultsHeading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <AppLink href={companyResultsHref(ADVANCED_SEARCH_PATH, { ...state, page: 1 })}>{t('advanced.editSearch')}</AppLink>
      </Typography>
      <CompanyResults state={state} basePath={ADVANCED_RESULTS_PATH} />
    </Container>
  );
}
