import { describe, expect, it } from 'vitest';
import { isSensitiveUrl } from './sensitive-urls';

describe('isSensitiveUrl', () => {
  it('matches the account calls whose bodies hold credentials or personal data', () => {
    for (const url of [
      'http://127.0.0.1:4000/login',
      'http://127.0.0.1:4000/register',
      'https://api.registre-clair.fr/logout',
      '/forgot-password',
      '/reset-password',
      '/reset-password?x=1',
      'https://api.registre-clair.fr/api/me',
      'https://api.registre-clair.fr/api/me?include=onboarding',
      '/api/me/export',
      '/api/me/magic-link/abc',
      'https://api.registre-clair.fr/api/register-and-subscribe',
      '/register-and-subscribe/',
    ]) {
      expect(isSensitiveUrl(url), url).toBe(true);
    }
  });

  it('leaves other calls alone, including look-alikes', () => {
    for (const url of [
      'https://api.registre-clair.fr/api/search/companies?q=login',
      '/api/companies/123456789',
      '/api/media',
      '/api/members',
      '/registered-offices',
      '/login-help',
      '/api/features/disable-navbar-payment',
      '/sanctum/csrf-cookie',
    ]) {
      expect(isSensitiveUrl(url), url).toBe(false);
    }
  });
});
