import { DATA_HUB_SORTS, type DataHubSort } from '@registre/domain';
import type { RawSearchParams } from '@/lib/search/search-page-params';

/** The page, column and direction a list page's address asks for (`?tri=nom&ordre=asc&page=2`). */
export interface DataHubPageParams {
  page: number;
  sort?: DataHubSort;
  order?: 'asc' | 'desc';
}

/** The French words of the addresses, for each API sort. */
const SORT_WORDS: Record<DataHubSort, string> = { event: 'date', name: 'nom', creation: 'creation', turnover: 'chiffre-affaires' };
const ORDER_WORDS = { asc: 'croissant', desc: 'decroissant' } as const;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Reads the address's parameters; null when one of them is not a value the page offers (the French 404). */
export function parseDataHubParams(raw: RawSearchParams): DataHubPageParams | null {
  const pageText = single(raw.page);
  const sortText = single(raw.tri);
  const orderText = single(raw.ordre);
  const page = pageText === undefined ? 1 : /^[1-9]\d{0,4}$/.test(pageText) ? Number(pageText) : null;
  const sort = sortText === undefined ? undefined : DATA_HUB_SORTS.find((candidate) => SORT_WORDS[candidate] === sortText);
  const order = orderText === undefined ? undefined : orderText === ORDER_WORDS.asc ? 'asc' : orderText === ORDER_WORDS.desc ? 'desc' : null;
  if (page === null || (sortText !== undefined && sort === undefined) || order === null) return null;
  return { page, ...(sort === undefined ? {} : { sort }), ...(order === undefined ? {} : { order }) };
}

/** The API's query for these parameters. */
export function dataHubQuery(params: DataHubPageParams, perPage: number): string {
  const search = new URLSearchParams({ page: String(params.page), per_page: String(perPage) });
  if (params.sort) search.set('sort', params.sort);
  if (params.order) search.set('order', params.order);
  return `?${search.toString()}`;
}

export const DATA_HUB_PATH = '/hub-data';

export function dataHubListPath(id: string, params: Partial<DataHubPageParams> = {}): string {
  const search = new URLSearchParams();
  if (params.sort) search.set('tri', SORT_WORDS[params.sort]);
  if (params.order) search.set('ordre', ORDER_WORDS[params.order]);
  if (params.page !== undefined && params.page > 1) search.set('page', String(params.page));
  const query = search.toString();
  return `${DATA_HUB_PATH}/list/${id}${query ? `?${query}` : ''}`;
}
