import type { CursorMeta } from '@registre/domain';
import type { ApiResult } from '@/lib/api/fetch-api-result';

export interface ListingPage<T> {
  items: T[];
  /** Position of the next page, null on the last one. */
  nextCursor: string | null;
  /** Whether this is a later page (reached with `?apres=`). */
  isLaterPage: boolean;
  /** The position asked for was not one of ours (edited, outdated): this is the first page instead. */
  cursorRejected: boolean;
}

/**
 * One page of a keyset listing. A position the API refuses (400) gives the first page and says
 * so, never an error page. Null when the API does not know the scope (checked before: a race).
 */
export async function loadListing<T>(
  fetchPage: (cursor: string | undefined) => Promise<ApiResult<{ data: T[]; meta: CursorMeta }>>,
  cursor: string | undefined,
): Promise<ListingPage<T> | null> {
  let result = await fetchPage(cursor);
  let cursorRejected = false;
  if (result.kind === 'invalid' && cursor !== undefined) {
    cursorRejected = true;
    result = await fetchPage(undefined);
  }
  if (result.kind === 'not-found') return null;
  if (result.kind === 'invalid') throw new Error(`Index listing refused: ${result.messageKey}`);
  return { items: result.data.data, nextCursor: result.data.meta.next_cursor, isLaterPage: cursor !== undefined && !cursorRejected, cursorRejected };
}
