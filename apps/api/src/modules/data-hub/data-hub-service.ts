import {
  DATA_HUB_ERRORS,
  DATA_HUB_LIST_KINDS,
  pageMeta,
  resolveDataHubOrder,
  type DataHubEntry,
  type DataHubList,
  type DataHubListKind,
  type DataHubListPage,
  type DataHubListQuery,
} from '@registre/domain';
import type { Pool } from 'pg';
import { NotFoundError } from '../../errors/http-errors';
import { readEntries, readList, readLists, type DataHubEntryRow, type DataHubListRow } from './data-hub-queries';

function kindOf(kind: string): DataHubListKind {
  const known = DATA_HUB_LIST_KINDS.find((candidate) => candidate === kind);
  if (!known) throw new Error(`data_hub_lists holds an unknown kind: ${kind}`);
  return known;
}

function presentList(row: DataHubListRow): DataHubList {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    scope: row.scope_code === '' ? null : { code: row.scope_code, label: row.scope_label },
    total: row.total,
    period: row.period_from !== null && row.period_to !== null ? { from: row.period_from, to: row.period_to } : null,
    dataDate: row.data_date,
    computedAt: row.computed_at,
  };
}

const coded = (code: string | null, label: string | null) => (code === null ? null : { code, label });

function presentEntry(row: DataHubEntryRow): DataHubEntry {
  return {
    siren: row.siren,
    name: row.name,
    legalCategory: coded(row.legal_category_code, row.legal_category_label),
    naf: coded(row.naf_code, row.naf_label),
    postcode: row.postcode,
    city: row.city,
    creationDate: row.creation_date,
    headcountBand: coded(row.headcount_band, row.headcount_band_label),
    turnoverCents: row.turnover_cents === null ? null : Number(row.turnover_cents),
    fiscalYearEnd: row.fiscal_year_end,
    eventDate: row.event_date,
    eventCode: row.event_code,
    active: row.is_active,
  };
}

/** The data hub's lists, read from the tables `refresh_data_hub` fills: each page is one index range of one list. */
export function dataHubService(pool: Pool) {
  return {
    async lists(): Promise<DataHubList[]> {
      return (await readLists(pool)).map(presentList);
    },

    async page(id: string, query: DataHubListQuery): Promise<DataHubListPage> {
      const row = await readList(pool, id);
      if (!row) throw new NotFoundError(DATA_HUB_ERRORS.listNotFound);
      const list = presentList(row);
      const { sort, order } = resolveDataHubOrder(list.kind, query.sort, query.order);
      const meta = pageMeta(query.page, query.per_page, list.total);
      if (query.page > meta.last_page) throw new NotFoundError(DATA_HUB_ERRORS.pageNotFound);
      const entries = await readEntries(pool, id, { sort, order }, { limit: query.per_page, offset: (query.page - 1) * query.per_page, total: list.total });
      return { data: { list, sort, order, entries: entries.map(presentEntry) }, meta };
    },
  };
}

export type DataHubService = ReturnType<typeof dataHubService>;
