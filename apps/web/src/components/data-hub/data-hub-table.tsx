import {
  companyPath,
  formatCompanyId,
  formatDateFr,
  formatEurFromCents,
  headcountBandShortLabel,
  resolveDataHubOrder,
  type DataHubEntry,
  type DataHubListPage,
  type DataHubSort,
} from '@registre/domain';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { TextValue } from '@/components/ui/text-value';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { getT } from '@/i18n/get-t';
import { dataHubListPath } from '@/lib/data-hub/data-hub-params';

interface Column {
  header: string;
  /** The API sort this column's header link asks for. */
  sort?: DataHubSort;
  numeric?: boolean;
  cell: (entry: DataHubEntry) => ReactNode;
}

const date = (value: string | null) => (value ? formatDateFr(value) : <TextValue value={null} />);

/** The table's columns for a list: the company, then the list's own event, then the company's facts. */
function columnsOf(kind: DataHubListPage['data']['list']['kind']): Column[] {
  const t = getT('data-hub');
  const tc = getT('company');
  const company: Column = {
    header: t('columns.company'),
    sort: 'name',
    cell: (entry) => (
      <>
        <AppLink href={companyPath(entry.siren, entry.name)} prefetch={false} sx={{ display: 'inline-block', minWidth: '12ch' }}>
          <TextValue value={entry.name} />
        </AppLink>
        <Box component="span" sx={{ display: 'block', fontWeight: 400, whiteSpace: 'nowrap', color: 'text.secondary', fontSize: '0.875rem' }}>
          {t('columns.siren')} {formatCompanyId(entry.siren)}
        </Box>
      </>
    ),
  };
  // In a week of creations the event is the creation: its column sorts by it.
  const creation: Column = { header: t('columns.creation'), sort: kind === 'creations' ? 'event' : 'creation', cell: (entry) => date(entry.creationDate) };
  const event: Column[] =
    kind === 'insolvency'
      ? [
          { header: t('columns.proceeding'), cell: (entry) => (entry.eventCode ? tc(`insolvency.kinds.${entry.eventCode}`, { defaultValue: entry.eventCode }) : null) },
          { header: t('columns.opened'), sort: 'event', cell: (entry) => date(entry.eventDate) },
        ]
      : kind === 'deregistrations' || kind === 'accounts'
        ? [{ header: t('columns.published'), sort: 'event', cell: (entry) => date(entry.eventDate) }]
        : [];
  const turnover: Column = {
    header: t('columns.turnover'),
    sort: 'turnover',
    numeric: true,
    cell: (entry) => (entry.turnoverCents === null ? <TextValue value={null} /> : formatEurFromCents(entry.turnoverCents)),
  };
  const yearEnd: Column[] = kind === 'top-region' || kind === 'top-sector' ? [{ header: t('columns.fiscalYearEnd'), sort: 'event', cell: (entry) => date(entry.fiscalYearEnd) }] : [];
  return [
    company,
    ...event,
    { header: t('columns.activity'), cell: (entry) => (entry.naf ? `${entry.naf.code} ${entry.naf.label ?? ''}`.trim() : <TextValue value={null} />) },
    { header: t('columns.form'), cell: (entry) => <TextValue value={entry.legalCategory?.label ?? entry.legalCategory?.code} /> },
    {
      header: t('columns.city'),
      cell: (entry) => (
        <>
          <TextValue value={entry.city} />
          {entry.postcode ? ` (${entry.postcode})` : null}
          {entry.active ? null : ` · ${t('list.closed')}`}
        </>
      ),
    },
    creation,
    { header: t('columns.headcount'), cell: (entry) => (entry.headcountBand ? headcountBandShortLabel(entry.headcountBand) : <TextValue value={null} />) },
    turnover,
    ...yearEnd,
  ];
}

/** Where a column's sort link leads: the other way when it is the current order, else the column's own first order. */
function sortTarget(page: DataHubListPage, sort: DataHubSort): string {
  const { list, order } = page.data;
  const next = page.data.sort === sort ? { sort, order: order === 'asc' ? ('desc' as const) : ('asc' as const) } : resolveDataHubOrder(list.kind, sort);
  return dataHubListPath(list.id, next);
}

/** A column's header: a link that sorts by it, its state said to screen readers. */
function SortHeader({ page, column }: { page: DataHubListPage; column: Column & { sort: DataHubSort } }) {
  const t = getT('data-hub');
  const { sort, order } = page.data;
  const current = sort === column.sort;
  return (
    <AppLink href={sortTarget(page, column.sort)} prefetch={false} aria-label={current ? undefined : t('list.sortBy', { column: column.header })} sx={{ whiteSpace: 'nowrap' }}>
      {column.header}
      {current ? (
        <>
          <span aria-hidden="true">{order === 'asc' ? ' ▲' : ' ▼'}</span>
          <VisuallyHidden>{`, ${order === 'asc' ? t('list.sortedAscending') : t('list.sortedDescending')}`}</VisuallyHidden>
        </>
      ) : null}
    </AppLink>
  );
}

/** One page of a list as a table whose column headers sort it; a card per company on a phone. */
export function DataHubTable({ page, caption }: { page: DataHubListPage; caption: string }) {
  const columns = columnsOf(page.data.list.kind);
  const tableColumns: DataTableColumn[] = columns.map((column) => {
    const { sort } = column;
    if (sort === undefined) return { header: column.header, ...(column.numeric ? { numeric: true } : {}) };
    const sorted = page.data.sort === sort ? (page.data.order === 'asc' ? ('ascending' as const) : ('descending' as const)) : undefined;
    return {
      header: column.header,
      headerContent: <SortHeader page={page} column={{ ...column, sort }} />,
      ...(column.numeric ? { numeric: true } : {}),
      ...(sorted ? { sorted } : {}),
    };
  });
  const rows = page.data.entries.map((entry) => ({ key: entry.siren, cells: columns.map((column) => column.cell(entry)) }));
  return (
    <div>
      <PhoneSortLinks page={page} columns={columns} />
      <DataTable caption={caption} columns={tableColumns} rows={rows} stackedOnPhone />
    </div>
  );
}

/** On a phone the table's rows are cards and its headers hidden: the same sort links, in a line above it. */
function PhoneSortLinks({ page, columns }: { page: DataHubListPage; columns: readonly Column[] }) {
  const t = getT('data-hub');
  const { sort, order } = page.data;
  return (
    <Box component="nav" aria-label={t('list.sortLabel')} sx={{ display: { xxxs: 'block', sm: 'none' }, mb: 2 }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {t('list.sortLabel')}
      </Box>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 1, p: 0, m: 0, mt: 0.5, listStyle: 'none' }}>
        {columns.flatMap((column) =>
          column.sort === undefined
            ? []
            : [
                <li key={column.header}>
                  <AppLink href={sortTarget(page, column.sort)} prefetch={false} aria-current={sort === column.sort ? 'true' : undefined} sx={{ display: 'inline-block', py: 0.5 }}>
                    {column.header}
                    {sort === column.sort ? (
                      <>
                        <span aria-hidden="true">{order === 'asc' ? ' ▲' : ' ▼'}</span>
                        <VisuallyHidden>{`, ${order === 'asc' ? t('list.sortedAscending') : t('list.sortedDescending')}`}</VisuallyHidden>
                      </>
                    ) : null}
                  </AppLink>
                </li>,
              ],
        )}
      </Box>
    </Box>
  );
}
