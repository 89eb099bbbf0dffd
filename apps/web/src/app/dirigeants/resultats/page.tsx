import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { ProductArticleLinks } from '@/components/content/product-article-links';
import { DIRECTORS_ARTICLES } from '@/lib/content/content-cta';
import Typography from '@mui/material/Typography';
import { formatNumberFr } from '@registre/domain';
import type { ParseKeys } from 'i18next';
import type { Metadata } from 'next';
import { DirectorResultItem } from '@/components/directors/director-result-item';
import { DirectorSearchForm } from '@/components/directors/director-search-form';
import { ResultsList } from '@/components/search/results-list';
import { ResultsPagination } from '@/components/search/results-pagination';
import { getT } from '@/i18n/get-t';
import { searchDirectors, type DirectorSearchState } from '@/lib/search/search-directors';
import { firstParam, pageParam, type RawSearchParams } from '@/lib/search/search-page-params';
import { DIRECTOR_RESULTS_PATH } from '@/lib/search/search-paths';
import { NOINDEX_FOLLOW_ROBOTS } from '@/lib/seo/seo-rules';

interface DirectorResultsProps {
  searchParams: Promise<RawSearchParams>;
}

export function generateMetadata(): Metadata {
  return { title: getT('director-search')('results.seoTitle'), robots: NOINDEX_FOLLOW_ROBOTS };
}

function directorResultsHref(state: DirectorSearchState): string {
  const search = new URLSearchParams({ name: state.name });
  if (state.birthYear !== '') search.set('birth_year', state.birthYear);
  if (state.page > 1) search.set('page', String(state.page));
  return `${DIRECTOR_RESULTS_PATH}?${search.toString()}`;
}

async function DirectorResults({ state }: { state: DirectorSearchState }) {
  const t = getT(['director-search', 'errors']);
  if (state.name.replace(/[^\p{L}\p{N}]/gu, '').length < 2) return <Alert severity="info">{t('results.noQuery')}</Alert>;
  const result = await searchDirectors(state);
  if (result.kind !== 'ok') {
    const key = result.kind === 'invalid' ? result.messageKey : 'errors:request.invalid';
    return <Alert severity="warning">{t(key as ParseKeys<['director-search', 'errors']>)}</Alert>;
  }
  const { data, meta } = result.data;
  const formatted = formatNumberFr(meta.total);
  return (
    <section aria-labelledby="director-results-count">
      <Typography id="director-results-count" sx={{ fontWeight: 600 }}>
        {meta.total_is_exact ? t('results.count', { count: meta.total, formatted }) : t('results.countMore', { formatted })}
      </Typography>
      <ResultsList label={t('results.listLabel')} emptyMessage={t('results.none')}>
        {data.map((director) => (
          <DirectorResultItem key={director.id} director={director} />
        ))}
      </ResultsList>
      <ResultsPagination page={meta.page} lastPage={meta.last_page} hrefForPage={(page) => directorResultsHref({ ...state, page })} />
    </section>
  );
}

/** `/dirigeants/resultats?name=&birth_year=&page=`: director search results. */
export default async function DirectorResultsPage({ searchParams }: DirectorResultsProps) {
  const t = getT('director-search');
  const params = await searchParams;
  const state: DirectorSearchState = { name: firstParam(params, 'name'), birthYear: firstParam(params, 'birth_year'), page: pageParam(params) };
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 5 } }}>
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {state.name ? t('results.heading', { name: state.name }) : t('results.headingNoQuery')}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <DirectorSearchForm name={state.name} birthYear={state.birthYear} />
      </Box>
      <DirectorResults state={state} />
      <ProductArticleLinks category={DIRECTORS_ARTICLES} />
    </Container>
  );
}
