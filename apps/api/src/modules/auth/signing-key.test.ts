import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config';
import { signingKey } from './signing-key';

describe('signingKey', () => {
  it('uses APP_KEY when set', () => {
    expect(signingKey(loadConfig({ APP_KEY: 'a'.repeat(40) }))).toBe('a'.repeat(40));
  });

  it('is stable in local and test use', () => {
    expect(signingKey(loadConfig({}))).toBe(signingKey(loadConfig({ APP_ENV: 'test' })));
  });

  it('is never the development key in production: the configuration requires APP_KEY there', () => {
    expect(() => loadConfig({ APP_ENV: 'prod', DATABASE_URL: 'postgres://u@h/db' })).toThrow(/APP_KEY/);
  });
});
