import { ALERT_ERRORS } from '@registre/domain';
import type { PoolClient } from 'pg';

/**
 * The address-proved-elsewhere hook: a webhook set up before the owner proved the address may be
 * the registrant's (sending the owner's alerts to a stranger): it is suspended, its pending
 * deliveries given up, until the owner saves its address again (which gives it a new secret).
 */
export async function suspendWebhookOfUnprovedAccount(client: Pick<PoolClient, 'query'>, userId: string, now: Date): Promise<string[]> {
  const { rowCount } = await client.query(
    `UPDATE alert_settings SET webhook_enabled = false, webhook_disabled_at = $2, updated_at = $2
      WHERE user_id = $1 AND webhook_url IS NOT NULL AND webhook_enabled`,
    [userId, now],
  );
  if (!rowCount) return [];
  await client.query(`UPDATE webhook_deliveries SET state = 'failed', last_error = 'webhook suspended: address proved elsewhere', last_attempt_at = $2 WHERE user_id = $1 AND state = 'pending'`, [userId, now]);
  return [ALERT_ERRORS.webhookSuspendedAfterProof];
}
