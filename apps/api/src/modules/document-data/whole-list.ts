import type { PageMeta } from '@registre/domain';

/** Rows per read when paging through a whole list (the service takes any page size; the routes cap theirs). */
export const GATHER_PAGE_SIZE = 1000;

/** Reads every page of a paged list, in order: a company with 3,000 establishments gets all of them. */
export async function wholeList<T>(read: (page: number, perPage: number) => Promise<{ data: T[]; meta: PageMeta }>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const { data, meta } = await read(page, GATHER_PAGE_SIZE);
    all.push(...data);
    if (data.length < GATHER_PAGE_SIZE || (meta.total_is_exact && all.length >= meta.total)) return all;
  }
}
