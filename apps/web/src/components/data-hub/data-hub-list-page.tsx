import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateFr, isNotDiffused, type DataHubListPage } from '@registre/domain';
import { BreadcrumbTrail } from '@/components/indexes/breadcrumb-trail';
import { ResultsPagination } from '@/components/search/results-pagination';
import { JsonLd } from '@/components/seo/json-ld';
import { AppLink } from '@/components/ui/app-link';
import { DefinitionList } from '@/components/ui/definition-list';
import { getT } from '@/i18n/get-t';
import { apiPublicUrl } from '@/lib/api-client/api-public-url';
import { dataHubListJsonLd } from '@/lib/data-hub/data-hub-json-ld';
import { DATA_HUB_PATH, dataHubListPath, dataHubQuery } from '@/lib/data-hub/data-hub-params';
import { dataHubCount, dataHubListCriteria, dataHubListTitle } from '@/lib/data-hub/data-hub-texts';
import { DataHubTable } from './data-hub-table';

/** A list of the hub: its criteria, total and dates, the sortable table of the page, its CSV, the pages. */
export function DataHubListView({ page }: { page: DataHubListPage }) {
  const t = getT('data-hub');
  const { list, sort, order, entries } = page.data;
  const title = dataHubListTitle(list);
  const path = dataHubListPath(list.id);
  const csvHref = `${apiPublicUrl()}/api/data-hub/lists/${list.id}/csv${dataHubQuery({ page: page.meta.page, sort, order }, page.meta.per_page)}`;
  const facts = [
    { key: 'total', term: t('list.totalLabel'), value: dataHubCount(list.total) },
    ...(list.dataDate ? [{ key: 'date', term: t('list.dataDateTerm'), value: formatDateFr(list.dataDate) }] : []),
    { key: 'computed', term: t('list.computedTerm'), value: formatDateFr(list.computedAt) },
  ];
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 5 } }}>
      <JsonLd data={dataHubListJsonLd(list, title, dataHubListCriteria(list), path)} />
      <BreadcrumbTrail crumbs={[{ name: t('hub.crumb'), path: DATA_HUB_PATH }, { name: title, path }]} />
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '75ch' }}>{dataHubListCriteria(list)}</Typography>
      <Stack spacing={3}>
        <DefinitionList rows={facts} />
        {entries.length === 0 ? (
          <Typography>{t('list.empty')}</Typography>
        ) : (
          <>
            <DataHubTable page={page} caption={t('list.tableCaption', { title, page: page.meta.page, lastPage: page.meta.last_page })} />
            <ResultsPagination page={page.meta.page} lastPage={page.meta.last_page} hrefForPage={(number) => dataHubListPath(list.id, { ...page.data, page: number })} />
            <Box>
              <Button variant="outlined" component="a" href={csvHref} download>
                {t('list.csv')}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, maxWidth: '75ch' }}>
                {t('list.csvNote')}
              </Typography>
            </Box>
          </>
        )}
        {entries.some((entry) => isNotDiffused(entry.name)) ? (
          <Typography variant="body2" sx={{ maxWidth: '75ch' }}>
            {t('list.ndNote')}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {t('list.sources')}
        </Typography>
        <AppLink href={DATA_HUB_PATH}>{t('list.otherLists')}</AppLink>
      </Stack>
    </Container>
  );
}
