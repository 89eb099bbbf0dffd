import { createFrenchI18n } from '@/i18n/create-french-i18n';
import { LOCALE } from '@/i18n/locale';
import billing from '@/locales/fr/billing.json';

/** French texts of the billing client components (payment funnel, subscription, cancellation). */
const billingI18n = createFrenchI18n({ billing }, 'billing');

export const billingT = billingI18n.getFixedT(LOCALE, 'billing');
