import { XSRF_COOKIE } from '@registre/domain';
import { describe, expect, it } from 'vitest';
import { hasSessionHint, SESSION_HINT_COOKIE } from './session-hint';

describe('hasSessionHint', () => {
  it('reads the cookie the API sets with every session', () => {
    expect(SESSION_HINT_COOKIE).toBe(XSRF_COOKIE);
  });

  it('is true when the XSRF-TOKEN cookie holds a value', () => {
    expect(hasSessionHint('consentManager=x; XSRF-TOKEN=abc%3D')).toBe(true);
    expect(hasSessionHint('XSRF-TOKEN=abc')).toBe(true);
  });

  it('is false without it, or when it is empty or only resembles it', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('consentManager=x')).toBe(false);
    expect(hasSessionHint('XSRF-TOKEN=')).toBe(false);
    expect(hasSessionHint('X-XSRF-TOKEN=abc; XSRF-TOKENS=1')).toBe(false);
  });
});
