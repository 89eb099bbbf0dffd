import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SEARCH_QUERY_MIN_LENGTH } from '@registre/domain';
import type { Metadata } from 'next';
import { ActiveFilterChips } from '@/components/search/active-filter-chips';
import { AutoRedirectChoice } from '@/components/search/auto-redirect-choice';
import { CompanyFiltersForm } from '@/components/search/company-filters-form';
import { CompanyResults } from '@/components/search/company-results';
import { RememberSearchFilters } from '@/components/search/remember-search-filters';
import { getT } from '@/i18n/get-t';
import { getCompanyFilterChoices } from '@/lib/search/get-filter-options';
import { AUTO_REDIRECT_OFF, AUTO_REDIRECT_PARAM } from '@/lib/search/auto-redirect-preference';
import { companyResultsHref, DEFAULT_PAGE_SIZE, firstParam, readCompanySearchState, type RawSearchParams } from '@/lib/search/search-page-params';
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

/**
 * `/resultats`: company search results with filters, the whole state in the URL. The filters shown
 * are remembered for the tab's next search from the search boxes (docs/search.md, Remembered choices).
 */
export default async function ResultsPage({ searchParams }: ResultsPageProps) {
  const t = getT('search');
  const params = await searchParams;
  const state = readCompanySearchState(params);
  const autoRedirect = firstParam(params, AUTO_REDIRECT_PARAM) !== AUTO_REDIRECT_OFF;
  const choices = await getCompanyFilterChoices();
  const filterFields = [...new URLSearchParams(companyResultsHref('', { ...state, page: 1, perPage: DEFAULT_PAGE_SIZE, q: '' }).replace(/^\?/, ''))];
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 5 } }}>
      {state.q.length >= SEARCH_QUERY_MIN_LENGTH ? <RememberSearchFilters fields={filterFields} /> : null}
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {state.q ? t('results.heading', { q: state.q }) : t('results.headingNoQuery')}
      </Typography>
      {/* The results come first: on a phone, below the long filter lists, they began two screens down. From md on,
          the filters take the left column. */}
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xxxs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
        <Box sx={{ gridColumn: { md: 2 }, gridRow: { md: 1 }, minWidth: 0 }}>
          <ActiveFilterChips state={state} choices={choices} basePath={RESULTS_PATH} />
          <CompanyResults state={state} basePath={RESULTS_PATH} autoRedirect={autoRedirect} />
        </Box>
        <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
          <CompanyFiltersForm
            action={RESULTS_PATH}
            state={state}
            choices={choices}
            heading={t('filters.heading')}
            submitLabel={t('filters.apply')}
            autoApply
          >
            <AutoRedirectChoice label={t('filters.autoRedirect')} hint={t('filters.autoRedirectHint')} />
          </CompanyFiltersForm>
        </Box>
      </Box>
    </Container>
  );
}
