import type { Pool } from 'pg';
import type { OrderAccess } from '../../src/modules/orders';

/**
 * Access for the orders tests, until billing lands (CONTRACTS.md: this is the ONE file the lead
 * changes at merge, to billing's `grantAccess` and `billingOrderAccess`). Rows of a table of the
 * tests' own, locked FOR UPDATE inside the order's transaction like billing's subscription row.
 */
const TABLE = 'test_order_access';

async function ensureTable(pool: Pool): Promise<void> {
  await pool.query(`CREATE TABLE IF NOT EXISTS ${TABLE} (user_id bigint PRIMARY KEY, trialing boolean NOT NULL, kbis_quota_left integer NOT NULL)`);
}

export async function grantOrderAccess(pool: Pool, userId: string, options: { status: 'trialing' | 'active'; kbisQuotaLeft?: number }): Promise<void> {
  await ensureTable(pool);
  await pool.query(
    `INSERT INTO ${TABLE} (user_id, trialing, kbis_quota_left) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET trialing = EXCLUDED.trialing, kbis_quota_left = EXCLUDED.kbis_quota_left`,
    [userId, options.status === 'trialing', options.kbisQuotaLeft ?? 1000],
  );
}

/** The access policy the orders tests build the app with. */
export function testOrderAccess(pool: Pool): OrderAccess {
  let ready: Promise<void> | undefined;
  return {
    async consume(client, { userId, kind }) {
      ready ??= ensureTable(pool);
      await ready;
      const { rows } = await client.query<{ trialing: boolean; kbis_quota_left: number }>(`SELECT trialing, kbis_quota_left FROM ${TABLE} WHERE user_id = $1 FOR UPDATE`, [userId]);
      const access = rows[0];
      if (!access) return { allowed: false, reason: 'no_access' };
      if (kind === 'kbis') {
        if (access.kbis_quota_left <= 0) return { allowed: false, reason: 'quota_exceeded', documentType: kind, isTrialPeriod: access.trialing, remainingQuotaAfterTrial: access.trialing ? 5 : 0 };
        await client.query(`UPDATE ${TABLE} SET kbis_quota_left = kbis_quota_left - 1 WHERE user_id = $1`, [userId]);
      }
      return { allowed: true, isTrialPeriod: access.trialing };
    },
  };
}
