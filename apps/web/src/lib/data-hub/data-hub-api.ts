import { cache } from 'react';
import { DATA_HUB_PAGE_SIZE, dataHubListPageResponseSchema, dataHubListsResponseSchema, type DataHubList, type DataHubListPage } from '@registre/domain';
import { PAGE_REVALIDATE_SECONDS } from '@/config/revalidate';
import { fetchApiResult } from '@/lib/api/fetch-api-result';
import { dataHubQuery, type DataHubPageParams } from './data-hub-params';

/** The hub's pages are general pages: their reads revalidate like them. */
const HUB_CACHE = { next: { revalidate: PAGE_REVALIDATE_SECONDS } };

/** Every list with its total; empty until the register's first refresh. */
export const getDataHubLists = cache(async (): Promise<DataHubList[]> => {
  const result = await fetchApiResult('/api/data-hub/lists', dataHubListsResponseSchema, HUB_CACHE);
  return result.kind === 'ok' ? result.data.data : [];
});

/** One page of a list, or null for an unknown list or a page past the last (the French 404). */
export const getDataHubListPage = cache(async (id: string, params: DataHubPageParams): Promise<DataHubListPage | null> => {
  const result = await fetchApiResult(`/api/data-hub/lists/${encodeURIComponent(id)}${dataHubQuery(params, DATA_HUB_PAGE_SIZE)}`, dataHubListPageResponseSchema, HUB_CACHE);
  return result.kind === 'ok' ? result.data : null;
});
