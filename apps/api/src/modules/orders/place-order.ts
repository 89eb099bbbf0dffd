import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '@registre/db';
import type { Clock, JobQueue, JobQueueDefinition } from '../../platform';
import type { OrderFulfilmentJob } from './order-fulfilment-job';
import type { OrderAccess, OrderAccessDecision } from './order-access';
import { payloadHash } from './order-payload';
import type { OrderTarget } from './order-target';
import { findPendingTwin, insertPendingOrder, type OrderRow } from './orders-queries';
import { claimWaitingPreOrders, insertPreOrder, markPreOrderOrdered } from './pre-orders-queries';

export interface PlaceOrderDeps {
  pool: Pool;
  queue: JobQueue;
  fulfilmentQueue: JobQueueDefinition<OrderFulfilmentJob>;
  access: OrderAccess;
  clock: Clock;
}

/** Who orders: a signed-in user and/or a session (a guest has only the session). */
export interface Orderer {
  userId: string | null;
  sessionIdHash: string | null;
}

export type PlaceOrderOutcome =
  | { outcome: 'ordered'; order: OrderRow }
  | { outcome: 'same-order-pending'; order: OrderRow }
  | { outcome: 'pre-order'; preOrderId: string }
  | { outcome: 'refused'; decision: Extract<OrderAccessDecision, { reason: 'quota_exceeded' | 'daily_cap' }> };

/** Thrown inside the transaction to roll it back (quota given back) and answer `outcome`. */
class RolledBack {
  constructor(readonly outcome: PlaceOrderOutcome | 'twin') {}
}

/**
 * Writes the order and its fulfilment job in the caller's transaction: both or neither. Null when
 * the same order is already pending (the partial unique index refused the row).
 */
async function writeOrder(client: PoolClient, deps: PlaceOrderDeps, userId: string, target: OrderTarget, isTrialPeriod: boolean, now: Date): Promise<OrderRow | null> {
  const order = await insertPendingOrder(client, { userId, ...target, payloadHash: payloadHash(target.payload), isTrialPeriod, now });
  if (order) await deps.queue.send(deps.fulfilmentQueue, { orderId: order.id }, { db: client });
  return order;
}

/**
 * Places one order. A guest, or a user whose access says `no_access`, gets a pre-order bound to
 * the session (and the user). Otherwise, in ONE transaction: the access consumes a unit of quota,
 * the order row is written (unless the same one is pending) and its job queued.
 */
export async function placeOrder(deps: PlaceOrderDeps, target: OrderTarget, orderer: Orderer): Promise<PlaceOrderOutcome> {
  const now = deps.clock.now();
  const { userId } = orderer;
  if (userId === null) {
    const preOrderId = await insertPreOrder(deps.pool, { ...target, sessionIdHash: orderer.sessionIdHash, userId: null, now });
    return { outcome: 'pre-order', preOrderId };
  }
  const twinKey = { userId, kind: target.kind, subject: target.subject, payloadHash: payloadHash(target.payload) };
  const client = await deps.pool.connect();
  try {
    return await inTransaction(client, async () => {
      const decision = await deps.access.consume(client, { userId, kind: target.kind, now });
      if (!decision.allowed) {
        if (decision.reason !== 'no_access') throw new RolledBack({ outcome: 'refused', decision });
        const preOrderId = await insertPreOrder(client, { ...target, sessionIdHash: orderer.sessionIdHash, userId, now });
        return { outcome: 'pre-order', preOrderId } as const;
      }
      const order = await writeOrder(client, deps, userId, target, decision.isTrialPeriod, now);
      if (!order) throw new RolledBack('twin');
      return { outcome: 'ordered', order } as const;
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    if (error.outcome !== 'twin') return error.outcome;
    // The index refused the row: the pending twin committed before us. It may have completed since.
    const twin = await findPendingTwin(deps.pool, twinKey);
    if (twin) return { outcome: 'same-order-pending', order: twin };
    return placeOrder(deps, target, orderer);
  } finally {
    client.release();
  }
}

export interface ConvertPreOrdersInput {
  userId: string;
  sessionIdHash: string | null;
  preOrderId?: string | undefined;
  now: Date;
}

/**
 * Inside the caller's transaction (a successful payment): binds the session's pre-orders to the
 * user and turns the user's waiting pre-orders into orders with their jobs, through the same access
 * and the same writing as a direct order. A pre-order whose twin is pending is bound to that order;
 * one the access refuses stays waiting. Answers the orders made or reused.
 */
export async function convertPreOrders(client: PoolClient, deps: PlaceOrderDeps, input: ConvertPreOrdersInput): Promise<{ preOrderId: string; orderId: string }[]> {
  const converted: { preOrderId: string; orderId: string }[] = [];
  for (const preOrder of await claimWaitingPreOrders(client, input)) {
    const target: OrderTarget = { kind: preOrder.kind, subject: preOrder.subject, siren: preOrder.siren, payload: preOrder.payload };
    let order = await findPendingTwin(client, { userId: input.userId, kind: target.kind, subject: target.subject, payloadHash: payloadHash(target.payload) });
    if (!order) {
      const decision = await deps.access.consume(client, { userId: input.userId, kind: target.kind, now: input.now });
      if (!decision.allowed) continue;
      order = await writeOrder(client, deps, input.userId, target, decision.isTrialPeriod, input.now);
    }
    if (!order) continue;
    await markPreOrderOrdered(client, preOrder.id, order.id, input.now);
    converted.push({ preOrderId: preOrder.id, orderId: order.id });
  }
  return converted;
}
