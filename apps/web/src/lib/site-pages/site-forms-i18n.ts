import { createFrenchI18n } from '@/i18n/create-french-i18n';
import { LOCALE } from '@/i18n/locale';
import siteForms from '@/locales/fr/site-forms.json';

/** French texts of the site's own forms (contact, academy registration): only their namespace reaches the browser. */
const siteFormsI18n = createFrenchI18n({ 'site-forms': siteForms }, 'site-forms');

export const siteFormsT = siteFormsI18n.getFixedT(LOCALE, 'site-forms');
