import { createFrenchI18n } from '@/i18n/create-french-i18n';
import { LOCALE } from '@/i18n/locale';
import claims from '@/locales/fr/claims.json';

/** French texts of the claim pages' client components (the claims namespace only). */
export const claimsT = createFrenchI18n({ claims }, 'claims').getFixedT(LOCALE, 'claims');
