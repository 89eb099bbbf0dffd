import type { PoolClient } from 'pg';

/**
 * The account-deleted hook (in the deletion's transaction): digests off, the webhook removed with its
 * secret, and its pending deliveries given up, so that nothing is sent on behalf of a deleted account.
 */
export async function stopAlertsOfDeletedAccount(client: Pick<PoolClient, 'query'>, userId: string, now: Date): Promise<void> {
  await client.query(
    `UPDATE alert_settings SET digest_frequency = 'off', webhook_url = NULL, webhook_secret = NULL, webhook_enabled = false,
            webhook_disabled_at = $2, updated_at = $2 WHERE user_id = $1`,
    [userId, now],
  );
  await client.query(`UPDATE webhook_deliveries SET state = 'failed', last_error = 'account deleted', last_attempt_at = $2 WHERE user_id = $1 AND state = 'pending'`, [userId, now]);
}
