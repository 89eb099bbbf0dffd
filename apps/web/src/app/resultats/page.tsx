import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SEARCH_QUERY_MIN_LENGTH } from '@registre/domain';
import type { Metadata } from 'next';
import { CompanyFiltersForm } from '@/components/search/company-filters-form';
import { CompanyResults } from '@/components/search/company-results';
import { getT } from '@/i18n/get-t';
import { getCompanyFilterChoices } from '@/lib/search/get-filter-options';
import { readCompanySearchState, type RawSearchParams } from '@/lib/search/search-page-params';
import { RESULTS_PATH } from '@/lib/search/search-paths';
import { isIndexableSearch } from '@/lib/search/indexable-search';
import { searchCompanies } from '@/lib/search/search-companies';
import { INDEX_ROBOTS, NOINDEX_FOLLOW_ROBOTS } from '@/lib/seo/seo-rules';
import { absoluteUrl } from '@/lib/seo/site-origin';

interface ResultsPageProps {
  searchParams: Promise<RawSearchParams>;
}

/**
 * A name search is a landing page of its own ("boulangerie", "sci lyon"), so it is indexed, with
 * the query's first page as canonical URL: pages, filters and page sizes fold into it instead of
 * multiplying near-duplicates. The bare page, a query with no result and a query that is not a
 * company name (lib/search/indexable-search.ts) stay out of the index.
 */
export async function generateMetadata({ searchParams }: ResultsPageProps): Promise<Metadata> {
  const t = getT('search');
  const state = readCompanySearchState(await searchParams);
  const { q } = state;
  if (!q) return { title: t('results.seoTitle'), robots: NOINDEX_FOLLOW_ROBOTS };
  const result = q.length >= SEARCH_QUERY_MIN_LENGTH ? await searchCompanies(state) : null;
  const outcome = result?.kind === 'ok' ? { total: result.data.meta.total, names: result.data.data.map((company) => company.name) } : null;
  if (!isIndexableSearch(q, outcome)) return { title: t('results.seoTitleFor', { q }), robots: NOINDEX_FOLLOW_ROBOTS };
  const canonical = `${absoluteUrl(RESULTS_PATH)}?${new URLSearchParams({ q }).toString()}`;
  return { title: t('results.seoTitleFor', { q }), robots: INDEX_ROBOTS, alternates: { canonical } };
}

/** `/resultats`: company search results with filters, the whole state in the URL. */
export default async function ResultsPage({ searchParams }: ResultsPageProps) {
  const t = getT('search');
  const state = readCompanySearchState(await searchParams);
  const choices = await getCompanyFilterChoices();
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {state.q ? t('results.heading', { q: state.q }) : t('results.headingNoQuery')}
      </Typography>
      {/* The results come first: on a phone, below the long filter lists, they began two screens down. From md on,
          the filters take the left column. */}
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xxxs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
        <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 }, minWidth: 0 }}>
          <CompanyResults state={state} basePath={RESULTS_PATH} />
        </Box>
        <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
          <CompanyFiltersForm
            action={RESULTS_PATH}
            state={state}
            choices={choices}
            heading={t('filters.heading')}
            submitLabel={t('filters.apply')}
          />
        </Box>
      </Box>
    </Container>
  );
}
