import { firstParam, type RawSearchParams } from '../search/search-page-params';

/**
 * The page a per-company list URL asks for: 1 when `page` is absent, the number for a positive
 * integer written plainly (`?page=2`), null for anything else (`?page=0`, `?page=x`, `?page=02`)
 * so that one list has one URL per page.
 */
export function companyRecordsPageParam(params: RawSearchParams): number | null {
  const raw = firstParam(params, 'page');
  if (raw === '') return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

/** The URL of a page of a per-company list: `/{slug}/{siren}`, `?page=N` from page 2 on. */
export function companyRecordsHref(slug: string, siren: string, page = 1): string {
  const path = `/${slug}/${siren}`;
  return page > 1 ? `${path}?page=${page}` : path;
}
