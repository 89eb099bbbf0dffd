import type { Pool } from 'pg';
import { deleteUnpaidPreOrders } from './pre-orders-queries';

const DAY_MS = 24 * 3600 * 1000;

/** Deletes the pre-orders still unpaid `retentionDays` after their creation (at `now`); answers how many went. */
export function purgeUnpaidPreOrders(pool: Pool, now: Date, retentionDays: number): Promise<number> {
  return deleteUnpaidPreOrders(pool, new Date(now.getTime() - retentionDays * DAY_MS));
}
