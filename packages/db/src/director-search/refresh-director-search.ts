import type { Pool } from 'pg';
import { rebuildAndSwap, type RebuildStep } from '../swap-rebuild/rebuild-and-swap';
import { INSERT_DIRECTOR_INDEX_ENTRIES, INSERT_DIRECTOR_SEARCH } from './director-search-sql';

/** The tables of the director search, rebuilt and swapped in together. */
export const DIRECTOR_SEARCH_TABLES = ['director_search', 'director_index_entries'] as const;

export interface RefreshDirectorSearchOptions {
  log?: (line: string) => void;
  onStep?: (step: RebuildStep) => Promise<void> | void;
}

/**
 * Rebuilds the director search and index tables (`director_search`, `director_index_entries`) from persons,
 * mandates, companies and head offices: run it after an import that changes any of them. Built beside the live
 * tables and swapped in by a short transaction (`rebuildAndSwap`): readers keep the old rows until the swap and
 * never wait on the rebuild.
 */
export async function refreshDirectorSearch(pool: Pool, options: RefreshDirectorSearchOptions = {}): Promise<void> {
  await rebuildAndSwap(pool, {
    tables: DIRECTOR_SEARCH_TABLES,
    staging: 'rebuild_director_search',
    log: options.log,
    onStep: options.onStep,
    fill: async (client, schema) => {
      await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
      await client.query(`SET LOCAL max_parallel_maintenance_workers = 0`);
      await client.query(INSERT_DIRECTOR_SEARCH(schema));
      await client.query(INSERT_DIRECTOR_INDEX_ENTRIES(schema));
    },
  });
}
