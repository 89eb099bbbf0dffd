import { createFrenchI18n } from '@/i18n/create-french-i18n';
import { LOCALE } from '@/i18n/locale';
import auth from '@/locales/fr/auth.json';
import errors from '@/locales/fr/errors.json';
import prospecting from '@/locales/fr/prospecting.json';
import { isApiClientError } from '../api-client/api-client-error';

/** French texts of the prospecting pages' client components (their namespace, the API's errors, the sign-in texts). */
const prospectingI18n = createFrenchI18n({ prospecting, errors, auth }, 'prospecting');

export const prospectingT = prospectingI18n.getFixedT(LOCALE, 'prospecting');
export const prospectingAuthT = prospectingI18n.getFixedT(LOCALE, 'auth');

/**
 * The French text of an API failure: its message key, or the first field's key when the message is the generic
 * "invalid" one; a failure without a known key reads as the generic server error.
 */
export function failureText(error: unknown): string {
  const translate = prospectingI18n.t as unknown as (key: string) => string;
  if (isApiClientError(error) && error.body) {
    const fieldKeys = Object.values((error.body as { errors?: Record<string, string[]> }).errors ?? {}).flat();
    for (const key of [error.body.message, ...fieldKeys]) {
      if (typeof key === 'string' && key.startsWith('errors:prospecting.') && prospectingI18n.exists(key)) return translate(key);
    }
    if (typeof error.body.message === 'string' && prospectingI18n.exists(error.body.message)) return translate(error.body.message);
  }
  return translate('errors:server.internal');
}
