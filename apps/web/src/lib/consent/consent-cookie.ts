import { parseConsentRecord, type ConsentRecord } from './consent-record';

/** SPECIFICATION §3/§7: cookie `consentManager`, secure, path `/`, one year. */
export const CONSENT_COOKIE_NAME = 'consentManager';
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The record held by a `document.cookie` string, or null (absent, or not a record). */
export function readConsentCookie(cookieHeader: string): ConsentRecord | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== CONSENT_COOKIE_NAME) continue;
    try {
      return parseConsentRecord(JSON.parse(decodeURIComponent(part.slice(separator + 1).trim())));
    } catch {
      return null;
    }
  }
  return null;
}

/** The `document.cookie` assignment storing a record for one year. */
export function consentCookieString(record: ConsentRecord): string {
  const value = encodeURIComponent(JSON.stringify(record));
  return `${CONSENT_COOKIE_NAME}=${value}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax; Secure`;
}
