import { createFrenchI18n } from '@/i18n/create-french-i18n';
import { LOCALE } from '@/i18n/locale';
import documents from '@/locales/fr/documents.json';
import errors from '@/locales/fr/errors.json';
import orders from '@/locales/fr/orders.json';

/** French texts of the ordering journey's client components (orders, errors, document names). */
const ordersI18n = createFrenchI18n({ orders, errors, documents }, 'orders');

export const ordersT = ordersI18n.getFixedT(LOCALE, 'orders');

/**
 * The French text of a key chosen at run time (an API message key, a §8 toast key, a kind's
 * name); checked at run time since i18next types keys statically. Unknown: `order-failed`.
 */
export function orderText(key: string, values: Record<string, unknown> = {}): string {
  const translate = ordersI18n.t as unknown as (key: string, values: Record<string, unknown>) => string;
  return translate(ordersI18n.exists(key) ? key : 'errors:orders.order-failed', values);
}
