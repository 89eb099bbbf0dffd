import type { Pool } from 'pg';
import { runUnbounded } from '../unbounded-statement';

/**
 * Computes the data hub's lists again (migration 0041, `refresh_data_hub`): `today` (YYYY-MM-DD, the caller's clock)
 * bounds every dated list. One statement, so one transaction (readers see the former lists until it ends); without the
 * API pool's statement time-out.
 */
export async function refreshDataHub(pool: Pool, today: string): Promise<void> {
  await runUnbounded(pool, 'SELECT public.refresh_data_hub($1::date)', [today]);
}
