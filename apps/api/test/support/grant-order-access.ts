import type { Pool } from 'pg';
import { grantAccess } from './grant-access';

/**
 * Access for the orders tests: a running subscription in billing's own table, so that orders go
 * through billing's real policy (quota under a row lock, daily cap). The registration-extract quota
 * left defaults to a large number so that tests about something else never meet it.
 */
export async function grantOrderAccess(pool: Pool, userId: string, options: { status: 'trialing' | 'active'; kbisQuotaLeft?: number }): Promise<void> {
  await grantAccess(pool, userId, { status: options.status, kbisQuotaLeft: options.kbisQuotaLeft ?? 1000 });
}
