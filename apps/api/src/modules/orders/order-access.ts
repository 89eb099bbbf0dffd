import type { PoolClient } from 'pg';

export type OrderAccessDecision =
  | { allowed: true; isTrialPeriod: boolean }
  /** Guest or no active access: the order becomes a pre-order and the visitor goes to the payment funnel. */
  | { allowed: false; reason: 'no_access' }
  | { allowed: false; reason: 'quota_exceeded'; documentType: string; isTrialPeriod: boolean; remainingQuotaAfterTrial: number }
  | { allowed: false; reason: 'daily_cap'; retryAfterSeconds: number };

/** Who may order (implemented by the billing module; see docs/orders.md §1 and §3). */
export interface OrderAccess {
  /**
   * Called INSIDE the order's transaction, before the order row is written: checks the user's
   * access and consumes one unit of the kind's quota (locking the user's access row, so two
   * parallel orders cannot both take the last unit). Rolled back with the transaction.
   */
  consume(client: PoolClient, input: { userId: string; kind: string; now: Date }): Promise<OrderAccessDecision>;
}
