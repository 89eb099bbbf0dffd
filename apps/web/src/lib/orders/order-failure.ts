import type { Order } from '@registre/domain';
import { isApiClientError } from '../api-client/api-client-error';

/** What the site does after a failed order call (SPECIFICATION §8). */
export interface OrderFailure {
  /** The toast's message key and its values. */
  messageKey: string;
  values?: Record<string, unknown>;
  /** SAME_ORDER_PENDING: the pending order returned, to track instead. */
  pendingOrder?: Order;
}

/**
 * §8: 403 SAME_ORDER_PENDING → the returned order is used (and `same-order-pending` shown); 403
 * quota_exceeded → for a kbis during a trial the trial message with the remaining count, otherwise
 * the kbis message, and the generic quota message for other kinds; anything else → `order-failed`.
 */
export function orderFailure(error: unknown): OrderFailure {
  // A prospect list's own refusals (its period's rows used up, an empty list) say what they are.
  if (isApiClientError(error) && typeof error.body?.message === 'string' && error.body.message.startsWith('errors:prospecting.')) return { messageKey: error.body.message };
  if (!isApiClientError(error, 403) && !isApiClientError(error, 429)) return { messageKey: 'errors:orders.order-failed' };
  const body = (error.body ?? {}) as Record<string, unknown>;
  if (body.error_code === 'SAME_ORDER_PENDING') {
    return { messageKey: 'errors:orders.same-order-pending', ...(body.data ? { pendingOrder: body.data as Order } : {}) };
  }
  if (body.error === 'quota_exceeded') {
    if (body.document_type !== 'kbis') return { messageKey: 'errors:orders.quota-exceeded' };
    if (body.is_trial_period === true) return { messageKey: 'errors:orders.trial-exceeded', values: { count: Number(body.remaining_quota_after_trial ?? 0) } };
    return { messageKey: 'errors:orders.kbis-exceeded' };
  }
  // 429: the plan's daily cap of one kind, or too many orders in a minute (the rate limit).
  if (error.status === 429) return { messageKey: body.message === 'errors:orders.daily-cap' ? 'errors:orders.daily-cap' : 'errors:orders.rate-limited' };
  return { messageKey: 'errors:orders.order-failed' };
}
