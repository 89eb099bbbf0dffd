import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config';
import { signingKey } from './signing-key';

const DEVELOPMENT_KEY = 'registre-clair-development-key-not-a-secret';

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

  it('refuses the public development key on an API reachable from other machines', () => {
    expect(() => signingKey(loadConfig({ API_HOST: '0.0.0.0' }))).toThrow(/APP_KEY/);
    expect(() => signingKey(loadConfig({ APP_ENV: 'test', API_HOST: '::' }))).toThrow(/APP_KEY/);
    expect(() => signingKey(loadConfig({ API_HOST: '10.0.0.5', APP_KEY: DEVELOPMENT_KEY }))).toThrow(/APP_KEY/);
    expect(signingKey(loadConfig({ API_HOST: '0.0.0.0', APP_KEY: 'b'.repeat(40) }))).toBe('b'.repeat(40));
    expect(signingKey(loadConfig({ API_HOST: 'localhost' }))).toBe(DEVELOPMENT_KEY);
  });

  it('refuses the development key typed in as APP_KEY outside local and test use', () => {
    expect(() => signingKey({ ...loadConfig({}), APP_ENV: 'prod', APP_KEY: DEVELOPMENT_KEY })).toThrow(/APP_KEY/);
  });
});
