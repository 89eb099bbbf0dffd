import type { KeyValueStorage } from '../storage/session-storage';

export const AUTO_REDIRECT_KEY = 'registre.auto-redirect';
/** The results URL parameter that asks for the list even when the query is a SIREN or a SIRET. */
export const AUTO_REDIRECT_PARAM = 'auto_redirect';
export const AUTO_REDIRECT_OFF = '0';

/**
 * Whether a SIREN or SIRET search opens the company page directly (the default) or lists it like
 * any result: the visitor's choice, kept in localStorage across visits (SPECIFICATION §3, the
 * disable-auto-redirect flag). Client-side, so that the pages stay cacheable.
 */
export function autoRedirectEnabled(storage: KeyValueStorage | null): boolean {
  try {
    return storage?.getItem(AUTO_REDIRECT_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setAutoRedirect(storage: KeyValueStorage | null, enabled: boolean): void {
  try {
    if (enabled) storage?.removeItem(AUTO_REDIRECT_KEY);
    else storage?.setItem(AUTO_REDIRECT_KEY, 'off');
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
}
