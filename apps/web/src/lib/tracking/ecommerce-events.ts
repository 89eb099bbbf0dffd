import type { DataLayerHost } from '@/lib/consent/consent-mode';

/** An item of an e-commerce event: its price in integer cents (money is never a float here). */
export interface EcommerceItem {
  readonly item_id: string;
  readonly item_name: string;
  readonly priceCents: number;
  readonly quantity?: number;
}

export type EcommerceEventName = 'view_item' | 'add_to_cart' | 'begin_checkout' | 'purchase';

export interface EcommerceEvent {
  readonly event: EcommerceEventName;
  readonly ecommerce: {
    readonly currency: string;
    readonly value: number;
    readonly transaction_id?: string;
    readonly items: readonly { item_id: string; item_name: string; price: number; quantity: number }[];
  };
}

const DEFAULT_CURRENCY = 'EUR';

/**
 * An e-commerce event for the data layer (SPECIFICATION §7): currency (EUR by default), items with
 * their price, and `value` the sum of the item prices. Sums in cents, then euros for the tag manager.
 */
export function ecommerceEvent(
  event: EcommerceEventName,
  items: readonly EcommerceItem[],
  options: { currency?: string; transactionId?: string } = {},
): EcommerceEvent {
  for (const item of items) {
    if (!Number.isSafeInteger(item.priceCents) || item.priceCents < 0) throw new RangeError(`price of ${item.item_id} is not a number of cents`);
  }
  const totalCents = items.reduce((sum, item) => sum + item.priceCents * (item.quantity ?? 1), 0);
  return {
    event,
    ecommerce: {
      currency: options.currency ?? DEFAULT_CURRENCY,
      value: totalCents / 100,
      ...(options.transactionId === undefined ? {} : { transaction_id: options.transactionId }),
      items: items.map((item) => ({ item_id: item.item_id, item_name: item.item_name, price: item.priceCents / 100, quantity: item.quantity ?? 1 })),
    },
  };
}

/** Pushes an e-commerce event, clearing the previous one first as the tag manager asks. */
export function pushEcommerceEvent(payload: EcommerceEvent, host: DataLayerHost = window as DataLayerHost): void {
  const layer = (host.dataLayer ??= []);
  layer.push({ ecommerce: null });
  layer.push(payload);
}
