import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './load-config';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const config = loadConfig({});
    expect(config.APP_ENV).toBe('local');
    expect(config.API_PORT).toBe(4000);
    expect(config.ANALYZE).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('parses ANALYZE and ports', () => {
    const config = loadConfig({ ANALYZE: 'true', API_PORT: '4100', APP_ENV: 'test' });
    expect(config.ANALYZE).toBe(true);
    expect(config.API_PORT).toBe(4100);
    expect(config.APP_ENV).toBe('test');
  });

  it('names every bad value in one message', () => {
    try {
      loadConfig({ APP_ENV: 'staging', ANALYZE: 'yes', API_PORT: '99999' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('APP_ENV="staging": must be one of local, test, prod');
      expect(problems).toContain('ANALYZE="yes": must be true or false');
      expect(problems).toContain('API_PORT="99999"');
    }
  });

  it('requires DATABASE_URL in prod', () => {
    expect(() => loadConfig({ APP_ENV: 'prod' })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ APP_ENV: 'prod', DATABASE_URL: 'postgres://u@h/db', APP_KEY: 'k'.repeat(32), SITE_API_SECRET: 's'.repeat(32) }).DATABASE_URL).toBe('postgres://u@h/db');
  });

  it('rejects a non-postgres DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
  });
});
