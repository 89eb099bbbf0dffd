import { OFFICIAL_SOURCE_ERROR_CODES, type Order } from '@registre/domain';

const SOURCE_CODES: ReadonlySet<string> = new Set(OFFICIAL_SOURCE_ERROR_CODES);

/**
 * The message key of an unfulfillable order: why its official source did not deliver it
 * (`errors:orders.unfulfillable.<code>`), else the general "cannot be produced for this company".
 */
export function unfulfillableMessageKey(order: Pick<Order, 'error_code'>): string {
  return order.error_code !== null && SOURCE_CODES.has(order.error_code) ? `errors:orders.unfulfillable.${order.error_code}` : 'errors:orders.order-unfulfilable';
}
