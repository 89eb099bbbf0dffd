import type { Pool } from 'pg';
import { inTransaction } from '../transaction';

/**
 * Rebuilds the director search and index tables (`director_search`, `director_index_entries`)
 * from persons, mandates, companies and head offices: run it after an import that changes any
 * of them. One transaction: readers see the old rows until it commits.
 */
export async function refreshDirectorSearch(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await inTransaction(client, () => client.query('SELECT public.refresh_director_search()'));
  } finally {
    client.release();
  }
}
