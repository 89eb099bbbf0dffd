import type { PoolClient } from 'pg';
import { INSERT_DIRECTOR_INDEX_ENTRIES, INSERT_DIRECTOR_SEARCH } from './director-search-sql';

/**
 * The director search rows of the persons named, computed again in the live tables (their search row and their index
 * entries), in the caller's transaction: the daily update's refresh for the persons holding a mandate in a changed
 * company. The same statements as the full rebuild (director-search-sql.ts), scoped to these persons.
 */
export async function refreshDirectorSearchFor(client: PoolClient, personIds: readonly string[]): Promise<number> {
  const scope = (column: string) => `${column} = ANY ($1::bigint[])`;
  await client.query('DELETE FROM public.director_index_entries WHERE person_id = ANY ($1::bigint[])', [personIds]);
  await client.query('DELETE FROM public.director_search WHERE person_id = ANY ($1::bigint[])', [personIds]);
  const written = await client.query(INSERT_DIRECTOR_SEARCH('public', scope), [personIds]);
  await client.query(INSERT_DIRECTOR_INDEX_ENTRIES('public', scope), [personIds]);
  return written.rowCount ?? 0;
}
