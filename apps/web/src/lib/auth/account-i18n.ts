import { createFrenchI18n } from '@/i18n/create-french-i18n';
import { LOCALE } from '@/i18n/locale';
import account from '@/locales/fr/account.json';
import auth from '@/locales/fr/auth.json';
import common from '@/locales/fr/common.json';
import errors from '@/locales/fr/errors.json';
import lists from '@/locales/fr/lists.json';
import { UNKNOWN_ERROR_KEY } from './api-form-errors';

/**
 * French texts of the account pages' client components: only the namespaces they need, so the
 * browser bundle carries neither the company nor the home texts.
 */
const accountI18n = createFrenchI18n({ auth, account, errors, lists, common }, 'auth');

export const authT = accountI18n.getFixedT(LOCALE, 'auth');
export const accountT = accountI18n.getFixedT(LOCALE, 'account');
export const listsT = accountI18n.getFixedT(LOCALE, 'lists');

const INVALID_FIELD_KEY = 'errors:validation.invalid';

/**
 * The French text of a message key chosen at run time (`errors:auth.failed` from the API,
 * `errors:validation.required` from a form rule). An unknown key reads as "invalid" for a
 * field rule, else as a generic failure: never as the raw key.
 */
export function translateMessageKey(key: string): string {
  // i18next types its keys statically; these come from the API, so they are checked at run time.
  const translate = accountI18n.t as unknown as (key: string) => string;
  if (accountI18n.exists(key)) return translate(key);
  return translate(key.startsWith('errors:validation.') ? INVALID_FIELD_KEY : UNKNOWN_ERROR_KEY);
}
