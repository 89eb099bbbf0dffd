import type { DocumentFormat } from '@registre/domain';
import { storageKey, type StorageKey } from '../../platform';
import type { OrderRow } from './orders-queries';

/** `orders/2026/11/<order id>.pdf`: one key per order and format, so a second run overwrites (atomically) the same file. */
export function orderFileKey(order: Pick<OrderRow, 'id' | 'created_at'>, format: DocumentFormat): StorageKey {
  const year = order.created_at.getUTCFullYear();
  const month = String(order.created_at.getUTCMonth() + 1).padStart(2, '0');
  return storageKey(`orders/${year}/${month}/${order.id}.${format}`);
}
