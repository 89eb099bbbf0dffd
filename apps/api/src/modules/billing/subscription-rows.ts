import type { PoolClient } from 'pg';
import type { BillingIdentity, BillingPlan, SubscriptionStatus } from '@registre/domain';
import { lockAccount } from '../auth';

export interface SubscriptionRow {
  id: string;
  user_id: string;
  contract_reference: string;
  status: SubscriptionStatus;
  plan: BillingPlan;
  period_index: number;
  current_period_start: Date | null;
  current_period_end: Date | null;
  kbis_quota_limit: number;
  kbis_quota_used: number;
  cancel_at_period_end: boolean;
  canceled_at: Date | null;
  ended_at: Date | null;
  reminder_sent_at: Date | null;
  failed_attempts: number;
  past_due_since: Date | null;
  next_retry_at: Date | null;
  payment_method_token: string | null;
  card_brand: string | null;
  card_last4: string | null;
  billing_identity: BillingIdentity;
  provider: 'sandbox' | 'stripe';
  /** Stripe's customer and subscription ids, once Checkout completed. */
  provider_customer: string | null;
  provider_subscription: string | null;
  /** When the last Stripe subscription state applied was true (an older event changes nothing). */
  provider_state_at: Date | null;
}

export interface PaymentRow {
  id: string;
  subscription_id: string;
  user_id: string;
  purpose: 'trial' | 'renewal';
  period_index: number;
  attempt: number;
  amount_cents: number;
  status: 'pending' | 'requires_action' | 'redirect' | 'succeeded' | 'failed' | 'refunded';
  idempotency_key: string;
  provider_reference: string | null;
  card_brand: string | null;
  card_last4: string | null;
  failure_code: string | null;
  pre_order_id: string | null;
  session_id_hash: string | null;
  /** What the provider says was refunded on this payment (the credit notes add up to it). */
  refunded_cents: number;
  /** Stripe: the Checkout session of a first payment, and the invoice the payment paid. */
  provider_checkout: string | null;
  provider_invoice: string | null;
}

export const SUBSCRIPTION_COLUMNS = `id, user_id::text AS user_id, contract_reference, status, plan, period_index, current_period_start, current_period_end,
  kbis_quota_limit, kbis_quota_used, cancel_at_period_end, canceled_at, ended_at, reminder_sent_at, failed_attempts, past_due_since,
  next_retry_at, payment_method_token, card_brand, card_last4, billing_identity, provider, provider_customer, provider_subscription, provider_state_at`;

const PAYMENT_COLUMNS = `id, subscription_id, user_id::text AS user_id, purpose, period_index, attempt, amount_cents, status, idempotency_key,
  provider_reference, card_brand, card_last4, failure_code, pre_order_id, session_id_hash, refunded_cents, provider_checkout, provider_invoice`;

export const LIVE_STATUSES = ['incomplete', 'trialing', 'active', 'past_due'] as const;

type Db = Pick<PoolClient, 'query'>;

/**
 * The customer's lock, taken first by every first-payment transaction (then the subscription, then
 * the payment: one order, so two submissions cannot deadlock): the account's row, locked by auth.
 */
export const lockCustomer = (client: Db, userId: string): Promise<void> => lockAccount(client, userId);

/** The subscription, locked for the caller's transaction (null if unknown, or busy with `skipLocked`). */
export async function lockSubscription(client: Db, id: string, { skipLocked = false } = {}): Promise<SubscriptionRow | null> {
  const { rows } = await client.query<SubscriptionRow>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM billing_subscriptions WHERE id = $1 FOR UPDATE${skipLocked ? ' SKIP LOCKED' : ''}`, [id]);
  return rows[0] ?? null;
}

/** The user's live subscription (incomplete, trialing, active or past due), locked when asked. */
export async function liveSubscriptionOf(client: Db, userId: string, { lock = false } = {}): Promise<SubscriptionRow | null> {
  const { rows } = await client.query<SubscriptionRow>(
    `SELECT ${SUBSCRIPTION_COLUMNS} FROM billing_subscriptions WHERE user_id = $1 AND status = ANY($2::text[])${lock ? ' FOR UPDATE' : ''}`,
    [userId, LIVE_STATUSES],
  );
  return rows[0] ?? null;
}

/** The user's latest subscription whatever its status (what the account page shows). */
export async function latestSubscriptionOf(client: Db, userId: string): Promise<SubscriptionRow | null> {
  const { rows } = await client.query<SubscriptionRow>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM billing_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 1`, [userId]);
  return rows[0] ?? null;
}

export async function lockPayment(client: Db, id: string): Promise<PaymentRow | null> {
  const { rows } = await client.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM billing_payments WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ?? null;
}

export async function findPayment(client: Db, id: string): Promise<PaymentRow | null> {
  const { rows } = await client.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM billing_payments WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function latestPaymentOf(client: Db, subscriptionId: string, periodIndex: number): Promise<PaymentRow | null> {
  const { rows } = await client.query<PaymentRow>(
    `SELECT ${PAYMENT_COLUMNS} FROM billing_payments WHERE subscription_id = $1 AND period_index = $2 ORDER BY attempt DESC LIMIT 1`,
    [subscriptionId, periodIndex],
  );
  return rows[0] ?? null;
}

export interface NewPayment {
  id: string;
  subscriptionId: string;
  userId: string;
  purpose: 'trial' | 'renewal';
  periodIndex: number;
  attempt: number;
  amountCents: number;
  preOrderId: string | null;
  sessionIdHash: string | null;
  /** The card's fingerprint when known before the charge (the sandbox's card form). */
  cardFingerprint?: string | null;
  now: Date;
}

/** Records a payment attempt; its idempotency key is made of our ids, so a replay charges nothing more. */
export async function insertPayment(client: Db, payment: NewPayment): Promise<PaymentRow> {
  const key = `subscription:${payment.subscriptionId}:period:${payment.periodIndex}:attempt:${payment.attempt}`;
  await client.query(
    `INSERT INTO billing_payments (id, subscription_id, user_id, purpose, period_index, attempt, amount_cents, status, idempotency_key, pre_order_id, session_id_hash, card_fingerprint, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9, $10, $11, $12)
     ON CONFLICT (subscription_id, period_index, attempt) DO NOTHING`,
    [payment.id, payment.subscriptionId, payment.userId, payment.purpose, payment.periodIndex, payment.attempt, payment.amountCents, key, payment.preOrderId, payment.sessionIdHash, payment.cardFingerprint ?? null, payment.now],
  );
  const { rows } = await client.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM billing_payments WHERE subscription_id = $1 AND period_index = $2 AND attempt = $3`, [
    payment.subscriptionId,
    payment.periodIndex,
    payment.attempt,
  ]);
  const found = rows[0];
  if (!found) throw new Error('payment not recorded');
  return found;
}

/** The payments carrying a provider reference (Stripe invoice, payment intent or Checkout session), locked, latest attempt first. */
export async function lockPaymentsByProvider(client: Db, column: 'provider_invoice' | 'provider_reference' | 'provider_checkout', value: string): Promise<PaymentRow[]> {
  const { rows } = await client.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM billing_payments WHERE ${column} = $1 ORDER BY period_index DESC, attempt DESC FOR UPDATE`, [value]);
  return rows;
}

/** True once the user has paid a discovery access (even if it ended or was refunded): it is once per customer. */
export async function hadDiscoveryAccess(client: Db, userId: string): Promise<boolean> {
  const { rows } = await client.query(`SELECT 1 FROM billing_payments WHERE user_id = $1 AND purpose = 'trial' AND status IN ('succeeded', 'refunded') LIMIT 1`, [userId]);
  return rows.length > 0;
}

/**
 * True when this card paid (or is paying) another user's discovery access. The caller holds the
 * card's advisory lock, so that two new accounts paying with one card at once cannot both pass.
 */
export async function cardTookDiscoveryAccess(client: Db, fingerprint: string, userId: string): Promise<boolean> {
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`trial-card:${fingerprint}`]);
  const { rows } = await client.query(
    `SELECT 1 FROM billing_payments
      WHERE purpose = 'trial' AND card_fingerprint = $1 AND user_id <> $2 AND status IN ('pending', 'requires_action', 'redirect', 'succeeded', 'refunded') LIMIT 1`,
    [fingerprint, userId],
  );
  return rows.length > 0;
}
