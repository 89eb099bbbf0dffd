import type { PoolClient } from 'pg';

export interface AccessGrantedEvent {
  userId: string;
  /** The hash of the session that paid (the guest session before registration for register-and-subscribe). */
  sessionIdHash: string | null;
  /** The pre-order the payment page was opened for, if any. */
  preOrderId: string | null;
  now: Date;
}

/**
 * Called inside the transaction of a successful first payment, once access is granted: the orders
 * module turns the session's pre-orders into orders here (wired by the app). A hook that throws
 * rolls the payment's settlement back, and the settlement is retried with the same idempotency key.
 */
export type AccessGrantedHook = (client: PoolClient, event: AccessGrantedEvent) => Promise<void>;
