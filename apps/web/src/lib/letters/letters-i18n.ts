import { createFrenchI18n } from '@/i18n/create-french-i18n';
import { LOCALE } from '@/i18n/locale';
import errors from '@/locales/fr/errors.json';
import letters from '@/locales/fr/letters.json';

/** French texts of the letter form's client components. */
const lettersI18n = createFrenchI18n({ letters, errors }, 'letters');

export const lettersT = lettersI18n.getFixedT(LOCALE, 'letters');
