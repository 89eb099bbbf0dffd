import { readConsentCookie } from '@/lib/consent/consent-cookie';

export interface PurchaseItem {
  item_id: string;
  item_name: string;
  price: number;
}

/**
 * The ecommerce `purchase` event (SPECIFICATION §7: currency EUR, items with their price, value =
 * their sum), pushed to the tag manager's data layer only when the stored consent allows statistics.
 */
export function pushPurchaseEvent(transactionId: string, items: PurchaseItem[], cookieHeader: string = document.cookie): boolean {
  const consent = readConsentCookie(cookieHeader);
  if (!consent?.statistics) return false;
  const value = Math.round(items.reduce((sum, item) => sum + item.price * 100, 0)) / 100;
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  layer.push({ event: 'purchase', ecommerce: { transaction_id: transactionId, currency: 'EUR', value, items } });
  return true;
}
