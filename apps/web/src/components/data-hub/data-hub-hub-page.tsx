import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DATA_HUB_LIST_KINDS, formatDateFr, formatNumberFr, type DataHubList } from '@registre/domain';
import { BreadcrumbTrail } from '@/components/indexes/breadcrumb-trail';
import { IndexLinkList } from '@/components/indexes/index-link-list';
import { TitledSection } from '@/components/search/titled-section';
import { AppLink } from '@/components/ui/app-link';
import { DataTable } from '@/components/ui/data-table';
import { getT } from '@/i18n/get-t';
import { DATA_HUB_PATH, dataHubListPath } from '@/lib/data-hub/data-hub-params';
import { dataHubCount, dataHubListTitle } from '@/lib/data-hub/data-hub-texts';

/** The nationwide lists, each with its title, total and the date of its data. */
function NationalLists({ lists }: { lists: readonly DataHubList[] }) {
  const t = getT('data-hub');
  return (
    <TitledSection id="listes-nationales" heading={t('hub.nationalHeading')}>
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 2, gridTemplateColumns: { xxxs: '1fr', md: '1fr 1fr' } }}>
        {lists.map((list) => (
          <Box component="li" key={list.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
            <AppLink href={dataHubListPath(list.id)} sx={{ fontWeight: 600, fontSize: '1.0625rem' }}>
              {dataHubListTitle(list)}
            </AppLink>
            <Typography sx={{ mt: 0.5 }}>{dataHubCount(list.total)}</Typography>
            {list.dataDate ? (
              <Typography variant="body2" color="text.secondary">
                {t('hub.dataOf', { date: formatDateFr(list.dataDate) })}
              </Typography>
            ) : null}
          </Box>
        ))}
      </Box>
    </TitledSection>
  );
}

/** The lists of one kind split by department, region or sector: a table of their scopes and totals. */
function ScopedLists({ id, heading, caption, scopeHeader, totalHeader, lists }: { id: string; heading: string; caption: string; scopeHeader: string; totalHeader: string; lists: readonly DataHubList[] }) {
  if (lists.length === 0) return null;
  const rows = lists.map((list) => ({
    key: list.id,
    cells: [
      <AppLink key="scope" href={dataHubListPath(list.id)} prefetch={false}>
        {list.scope ? `${list.scope.label} (${list.scope.code})` : dataHubListTitle(list)}
      </AppLink>,
      formatNumberFr(list.total),
    ],
  }));
  return (
    <TitledSection id={id} heading={heading}>
      <DataTable caption={caption} columns={[scopeHeader, { header: totalHeader, numeric: true }]} rows={rows} />
    </TitledSection>
  );
}

/** The rankings' tables: by region, then by sector. */
const RANKINGS = [
  { id: 'classements-regions', kind: 'top-region', texts: 'regions', scope: 'region' },
  { id: 'classements-secteurs', kind: 'top-sector', texts: 'sectors', scope: 'sector' },
] as const;

/** `/hub-data`: every list of the hub with its total. */
export function DataHubHubView({ lists }: { lists: readonly DataHubList[] }) {
  const t = getT('data-hub');
  const national = lists.filter((list) => list.scope === null).sort((a, b) => DATA_HUB_LIST_KINDS.indexOf(a.kind) - DATA_HUB_LIST_KINDS.indexOf(b.kind));
  const departments = lists.filter((list) => list.kind === 'creations' && list.scope !== null);
  const week = national.find((list) => list.kind === 'creations')?.period;
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 5 } }}>
      <BreadcrumbTrail crumbs={[{ name: t('hub.crumb'), path: DATA_HUB_PATH }]} />
      <Typography variant="h1" gutterBottom>
        {t('hub.title')}
      </Typography>
      <Typography sx={{ mb: 4, maxWidth: '75ch' }}>{t('hub.intro')}</Typography>
      {lists.length === 0 ? (
        <Typography>{t('hub.notComputed')}</Typography>
      ) : (
        <Stack spacing={5}>
          <NationalLists lists={national} />
          <IndexLinkList
            id="creations-departements"
            heading={week ? t('hub.departmentsHeadingDated', { from: formatDateFr(week.from), to: formatDateFr(week.to) }) : t('hub.departmentsHeading')}
            links={departments.map((list) => ({ href: dataHubListPath(list.id), code: list.scope?.code ?? '', label: list.scope?.label ?? '', count: dataHubCount(list.total) }))}
            emptyMessage={t('hub.departmentsEmpty')}
          />
          {RANKINGS.map((ranking) => (
            <ScopedLists
              key={ranking.id}
              id={ranking.id}
              heading={t(`hub.${ranking.texts}Heading`)}
              caption={t(`hub.${ranking.texts}Caption`)}
              scopeHeader={t(`hub.columns.${ranking.scope}`)}
              totalHeader={t('hub.columns.ranked')}
              lists={lists.filter((list) => list.kind === ranking.kind)}
            />
          ))}
        </Stack>
      )}
    </Container>
  );
}
