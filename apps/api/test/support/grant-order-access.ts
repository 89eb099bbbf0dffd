import type { Pool } from 'pg';
import { loadConfig } from '../../src/config/load-config';
import { billingPlan } from '../../src/modules/billing';
import { grantAccess } from './grant-access';

/**
 * Access for the orders tests: a running subscription in billing's own table, so that orders go
 * through billing's real policy (quota under a row lock, daily cap). The registration-extract quota
 * left and the plan's daily cap per kind default to large numbers, so that tests about something
 * else (hundreds of orders in the crash tests) never meet them.
 */
export async function grantOrderAccess(pool: Pool, userId: string, options: { status: 'trialing' | 'active'; kbisQuotaLeft?: number; dailyCapPerKind?: number }): Promise<void> {
  const plan = billingPlan(loadConfig({ APP_ENV: 'test', BILLING_DAILY_CAP_PER_KIND: String(options.dailyCapPerKind ?? 100_000) }));
  await grantAccess(pool, userId, { status: options.status, kbisQuotaLeft: options.kbisQuotaLeft ?? 1000, plan });
}
