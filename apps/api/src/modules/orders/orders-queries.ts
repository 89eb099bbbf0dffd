import type { Pool, PoolClient } from 'pg';
import type { OrderState } from '@registre/domain';
import type { OrderPayload } from './order-payload';

type Queryable = Pick<Pool | PoolClient, 'query'>;

/** A stored file of an order in one of its kind's other formats (a list's XLSX or CSV). */
export interface ExtraFile {
  key: string;
  name: string;
  content_type: string;
  byte_size: number;
}

/** The formats a list is also delivered in, beside its main PDF. */
export const EXTRA_FORMATS = ['xlsx', 'csv'] as const;
export type ExtraFormat = (typeof EXTRA_FORMATS)[number];
export type ExtraFiles = Partial<Record<ExtraFormat, ExtraFile>>;

export interface OrderRow {
  id: string;
  user_id: string;
  kind: string;
  subject: string;
  siren: string | null;
  payload: OrderPayload;
  state: OrderState;
  error_code: string | null;
  is_trial_period: boolean;
  file_key: string | null;
  file_name: string | null;
  content_type: string | null;
  byte_size: number | null;
  word_file_key: string | null;
  word_file_name: string | null;
  extra_files: ExtraFiles;
  verification_code: string | null;
  attempts: number;
  created_at: Date;
  completed_at: Date | null;
}

export interface NewOrder {
  userId: string;
  kind: string;
  subject: string;
  siren: string | null;
  payload: OrderPayload;
  payloadHash: string;
  isTrialPeriod: boolean;
  now: Date;
}

const COLUMNS = `id, user_id::text AS user_id, kind, subject, siren, payload, state, error_code, is_trial_period, file_key, file_name,
  content_type, byte_size, word_file_key, word_file_name, extra_files, verification_code, attempts, created_at, completed_at`;

/**
 * Writes a pending order, or nothing when the same order (user, kind, subject, payload) is already
 * pending: the partial unique index decides, so two requests at the same instant cannot both insert.
 */
export async function insertPendingOrder(client: Queryable, order: NewOrder): Promise<OrderRow | null> {
  const { rows } = await client.query<OrderRow>(
    `INSERT INTO orders (user_id, kind, subject, siren, payload, payload_hash, is_trial_period, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (user_id, kind, subject, payload_hash) WHERE state = 'pending' DO NOTHING
     RETURNING ${COLUMNS}`,
    [order.userId, order.kind, order.subject, order.siren, JSON.stringify(order.payload), order.payloadHash, order.isTrialPeriod, order.now],
  );
  return rows[0] ?? null;
}

export async function findPendingTwin(client: Queryable, order: Pick<NewOrder, 'userId' | 'kind' | 'subject' | 'payloadHash'>): Promise<OrderRow | null> {
  const { rows } = await client.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE user_id = $1 AND kind = $2 AND subject = $3 AND payload_hash = $4 AND state = 'pending'`,
    [order.userId, order.kind, order.subject, order.payloadHash],
  );
  return rows[0] ?? null;
}

/** One order of one user (null for another user's or an unknown id). */
export async function findUserOrder(client: Queryable, userId: string, id: string): Promise<OrderRow | null> {
  const { rows } = await client.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE id = $1 AND user_id = $2`, [id, userId]);
  return rows[0] ?? null;
}

export async function findOrder(client: Queryable, id: string): Promise<OrderRow | null> {
  const { rows } = await client.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export interface OrdersFilter {
  state?: OrderState | undefined;
  kind?: string | undefined;
  siren?: string | undefined;
}

/** A user's orders, newest first. */
export async function findUserOrdersPage(client: Queryable, userId: string, filter: OrdersFilter, limit: number, offset: number): Promise<{ rows: OrderRow[]; total: number }> {
  const params = [userId, filter.state ?? null, filter.kind ?? null, filter.siren ?? null];
  const where = `user_id = $1 AND ($2::text IS NULL OR state = $2) AND ($3::text IS NULL OR kind = $3) AND ($4::text IS NULL OR siren = $4)`;
  const [page, count] = await Promise.all([
    client.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $5 OFFSET $6`, [...params, limit, offset]),
    client.query<{ total: number }>(`SELECT count(*)::int AS total FROM orders WHERE ${where}`, params),
  ]);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}

/** Counts one more attempt at fulfilling a pending order; null when it is no longer pending (done by an earlier run). */
export async function startAttempt(client: Queryable, id: string): Promise<OrderRow | null> {
  const { rows } = await client.query<OrderRow>(
    `UPDATE orders SET attempts = attempts + 1 WHERE id = $1 AND state = 'pending' RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0] ?? null;
}

export interface CompletedFiles {
  fileKey: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  wordFileKey: string | null;
  wordFileName: string | null;
  extraFiles: ExtraFiles;
  verificationCode: string;
}

/** Completes a pending order; false when it was not pending any more (a second run of its job). */
export async function completeOrder(client: Queryable, id: string, files: CompletedFiles, now: Date): Promise<boolean> {
  const { rowCount } = await client.query(
    `UPDATE orders SET state = 'completed', file_key = $2, file_name = $3, content_type = $4, byte_size = $5,
       word_file_key = $6, word_file_name = $7, verification_code = $8, completed_at = $9, extra_files = $10
     WHERE id = $1 AND state = 'pending'`,
    [id, files.fileKey, files.fileName, files.contentType, files.byteSize, files.wordFileKey, files.wordFileName, files.verificationCode, now, JSON.stringify(files.extraFiles)],
  );
  return rowCount === 1;
}

export async function markUnfulfillable(client: Queryable, id: string, errorCode: string, now: Date): Promise<boolean> {
  const { rowCount } = await client.query(
    `UPDATE orders SET state = 'unfulfillable', error_code = $2, completed_at = $3 WHERE id = $1 AND state = 'pending'`,
    [id, errorCode, now],
  );
  return rowCount === 1;
}
