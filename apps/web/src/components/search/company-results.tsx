import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { companyPath, formatNumberFr, SEARCH_MAX_RESULTS, SEARCH_QUERY_MIN_LENGTH } from '@registre/domain';
import type { ParseKeys } from 'i18next';
import { redirect } from 'next/navigation';
import { getT } from '@/i18n/get-t';
import { searchCompanies } from '@/lib/search/search-companies';
import { companyResultsHref, type CompanySearchState } from '@/lib/search/search-page-params';
import { CompanyResultItem } from './company-result-item';
import { ResultsList } from './results-list';
import { ResultsPagination } from './results-pagination';

interface CompanyResultsProps {
  state: CompanySearchState;
  /** This results page's path, for the pagination links. */
  basePath: string;
  /** Company page section results open (product pages), without `#`. */
  sectionAnchor?: string;
  /** A SIREN or SIRET opens its company page (default); off, the company is listed like any result (`auto_redirect=0`). */
  autoRedirect?: boolean;
}

/**
 * A page of company search results (server-rendered). A SIREN or SIRET query answered by the API
 * as a lookup goes straight to that company's page.
 */
export async function CompanyResults({ state, basePath, sectionAnchor, autoRedirect = true }: CompanyResultsProps) {
  const t = getT(['search', 'errors']);
  if (state.q.length < SEARCH_QUERY_MIN_LENGTH) {
    return <Alert severity="info">{t('results.noQuery')}</Alert>;
  }
  const result = await searchCompanies(state);
  if (result.kind !== 'ok') {
    const messageKey = result.kind === 'invalid' ? result.messageKey : 'errors:request.invalid';
    const deep = messageKey === 'errors:search.page-too-deep';
    return <Alert severity="warning">{deep ? t('results.deepPage') : t(messageKey as ParseKeys<['search', 'errors']>)}</Alert>;
  }
  const { data, meta, lookup } = result.data;
  const found = data[0];
  if (lookup !== null && found && autoRedirect) {
    redirect(`${companyPath(found.siren, found.name)}${sectionAnchor ? `#${sectionAnchor}` : ''}`);
  }

  const count = meta.total_is_exact
    ? t('results.count', { count: meta.total, formatted: formatNumberFr(meta.total) })
    : t('results.countMore', { formatted: formatNumberFr(meta.total) });
  const lastPage = Math.min(meta.last_page, Math.floor(SEARCH_MAX_RESULTS / meta.per_page));
  return (
    <section aria-labelledby="results-count">
      <Typography id="results-count" variant="body1" sx={{ fontWeight: 600 }}>
        {count}
        {meta.total > 0 ? ` — ${t('results.pageOf', { page: state.page, lastPage: meta.last_page })}` : null}
      </Typography>
      <ResultsList label={t('results.listLabel')} emptyMessage={t('results.none')}>
        {data.map((company) => (
          <CompanyResultItem key={company.siren} company={company} sectionAnchor={sectionAnchor} />
        ))}
      </ResultsList>
      {meta.page === lastPage && lastPage < meta.last_page ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('results.deepPage')}
        </Alert>
      ) : null}
      <ResultsPagination page={state.page} lastPage={lastPage} hrefForPage={(page) => companyResultsHref(basePath, { ...state, page })} />
    </section>
  );
}
