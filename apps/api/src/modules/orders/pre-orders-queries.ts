import type { Pool, PoolClient } from 'pg';
import type { OrderState } from '@registre/domain';
import type { OrderPayload } from './order-payload';

type Queryable = Pick<Pool | PoolClient, 'query'>;

export interface PreOrderRow {
  id: string;
  session_id_hash: string | null;
  user_id: string | null;
  kind: string;
  subject: string;
  siren: string | null;
  payload: OrderPayload;
  state: 'awaiting_payment' | 'ordered';
  order_id: string | null;
  order_state: OrderState | null;
  order_error_code: string | null;
}

const COLUMNS = `p.id, p.session_id_hash, p.user_id::text AS user_id, p.kind, p.subject, p.siren, p.payload, p.state, p.order_id,
  o.state AS order_state, o.error_code AS order_error_code`;

export async function insertPreOrder(
  client: Queryable,
  preOrder: { sessionIdHash: string | null; userId: string | null; kind: string; subject: string; siren: string | null; payload: OrderPayload; now: Date },
): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO pre_orders (session_id_hash, user_id, kind, subject, siren, payload, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [preOrder.sessionIdHash, preOrder.userId, preOrder.kind, preOrder.subject, preOrder.siren, JSON.stringify(preOrder.payload), preOrder.now],
  );
  return (rows[0] as { id: string }).id;
}

/** A pre-order readable by this session or this user (null otherwise, whatever the id). */
export async function findOwnPreOrder(client: Queryable, id: string, owner: { sessionIdHash: string | null; userId: string | null }): Promise<PreOrderRow | null> {
  const { rows } = await client.query<PreOrderRow>(
    `SELECT ${COLUMNS} FROM pre_orders p LEFT JOIN orders o ON o.id = p.order_id
      WHERE p.id = $1 AND ((p.session_id_hash IS NOT NULL AND p.session_id_hash = $2) OR (p.user_id IS NOT NULL AND p.user_id = $3::bigint))`,
    [id, owner.sessionIdHash, owner.userId],
  );
  return rows[0] ?? null;
}

/**
 * A guest who signs in or registers: the waiting pre-orders of the session they leave become the
 * user's (the session id changes at sign-in, so a pre-order bound to it alone would be lost).
 */
export async function adoptGuestPreOrders(client: Queryable, guestSessionIdHash: string, userId: string): Promise<void> {
  await client.query(`UPDATE pre_orders SET user_id = $1 WHERE session_id_hash = $2 AND user_id IS NULL AND state = 'awaiting_payment'`, [userId, guestSessionIdHash]);
}

/** Binds the session's waiting pre-orders to the user, then locks and answers the user's waiting ones. */
export async function claimWaitingPreOrders(client: PoolClient, input: { userId: string; sessionIdHash: string | null; preOrderId?: string | undefined }): Promise<PreOrderRow[]> {
  if (input.sessionIdHash !== null) await adoptGuestPreOrders(client, input.sessionIdHash, input.userId);
  const { rows } = await client.query<PreOrderRow>(
    `SELECT ${COLUMNS} FROM pre_orders p LEFT JOIN orders o ON o.id = p.order_id
      WHERE p.user_id = $1 AND p.state = 'awaiting_payment' AND ($2::uuid IS NULL OR p.id = $2::uuid)
      ORDER BY p.created_at, p.id FOR UPDATE OF p`,
    [input.userId, input.preOrderId ?? null],
  );
  return rows;
}

export async function markPreOrderOrdered(client: Queryable, id: string, orderId: string, now: Date): Promise<void> {
  await client.query(`UPDATE pre_orders SET state = 'ordered', order_id = $2, ordered_at = $3 WHERE id = $1`, [id, orderId, now]);
}

/** Deletes the pre-orders still awaiting a payment created before `before`; answers how many. */
export async function deleteUnpaidPreOrders(client: Queryable, before: Date): Promise<number> {
  const { rowCount } = await client.query(`DELETE FROM pre_orders WHERE state = 'awaiting_payment' AND created_at < $1`, [before]);
  return rowCount ?? 0;
}
