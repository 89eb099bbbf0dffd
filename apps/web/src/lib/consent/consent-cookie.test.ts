import { describe, expect, it } from 'vitest';
import { consentCookieString, readConsentCookie } from './consent-cookie';
import { REJECT_ALL } from './consent-record';

describe('consent cookie', () => {
  it('stores the record for one year, secure, on the whole site', () => {
    const cookie = consentCookieString(REJECT_ALL);
    expect(cookie).toMatch(/^consentManager=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    const value = cookie.slice('consentManager='.length, cookie.indexOf(';'));
    expect(JSON.parse(decodeURIComponent(value))).toEqual({ essentials: true, statistics: false, marketing: false, unknown: false });
  });

  it('reads it back among other cookies', () => {
    const stored = consentCookieString({ ...REJECT_ALL, marketing: true }).split(';')[0];
    expect(readConsentCookie(`XSRF-TOKEN=abc; ${stored}; other=1`)).toEqual({ ...REJECT_ALL, marketing: true });
  });

  it('ignores a missing, garbled or incomplete cookie', () => {
    expect(readConsentCookie('')).toBeNull();
    expect(readConsentCookie('consentManagerX=1')).toBeNull();
    expect(readConsentCookie('consentManager=%7Bnot-json')).toBeNull();
    expect(readConsentCookie(`consentManager=${encodeURIComponent('{"statistics":true}')}`)).toBeNull();
    expect(readConsentCookie(`consentManager=${encodeURIComponent('[1,2]')}`)).toBeNull();
  });

  it('never lets a stored value switch the essentials off', () => {
    const value = encodeURIComponent(JSON.stringify({ essentials: false, statistics: false, marketing: true, unknown: false }));
    expect(readConsentCookie(`consentManager=${value}`)).toEqual({ essentials: true, statistics: false, marketing: true, unknown: false });
  });
});
