import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import type { BillingPlan } from '@registre/domain';
import { billingPlan } from '../../src/modules/billing';
import { loadConfig } from '../../src/config/load-config';

/**
 * Gives a user a running subscription (for other modules' tests: orders, quotas) straight in
 * billing's table, with the default plan: trialing for the trial length, active for a month.
 */
export async function grantAccess(pool: Pool, userId: string, { status, kbisQuotaLeft, now = new Date(), plan = billingPlan(loadConfig({ APP_ENV: 'test' })) }: { status: 'trialing' | 'active'; kbisQuotaLeft?: number; now?: Date; plan?: BillingPlan }): Promise<string> {
  const limit = status === 'trialing' ? plan.kbis_quota_trial : plan.kbis_quota_period;
  const left = kbisQuotaLeft ?? limit;
  const end = new Date(now.getTime() + (status === 'trialing' ? plan.trial_days : 30) * 86_400_000);
  const id = randomUUID();
  await pool.query(
    `INSERT INTO billing_subscriptions (id, user_id, contract_reference, status, plan, current_period_start, current_period_end, kbis_quota_limit, kbis_quota_used,
                                        provider, payment_method_token, card_brand, card_last4, billing_identity, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'sandbox', 'sbx_pm_ok_granted', 'visa', '4242', $10, $6, $6)`,
    [id, userId, `RC-T${id.slice(0, 7).toUpperCase()}`, status, JSON.stringify(plan), now, end, Math.max(limit, left), Math.max(limit, left) - left, JSON.stringify({ company_name: 'Test', postcode: '75001', firstname: 'Test', lastname: 'Test' })],
  );
  return id;
}
