import { createFrenchI18n } from '@/i18n/create-french-i18n';
import { LOCALE } from '@/i18n/locale';
import documents from '@/locales/fr/documents.json';
import errors from '@/locales/fr/errors.json';
import orders from '@/locales/fr/orders.json';

/** French texts of the ordering journey's client components (orders, errors, document names). */
const ordersI18n = createFrenchI18n({ orders, errors, documents }, 'orders');

export const ordersT = ordersI18n.getFixedT(LOCALE, 'orders');
