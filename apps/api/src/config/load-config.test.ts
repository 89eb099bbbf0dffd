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

  it('keeps /metrics on loopback ports of its own unless a token guards it', () => {
    expect(loadConfig({})).toMatchObject({ METRICS_HOST: '127.0.0.1', METRICS_PORT: 9464, WORKER_METRICS_PORT: 9465 });
    expect(loadConfig({ METRICS_PORT: '0' }).METRICS_PORT).toBe(0);
    expect(() => loadConfig({ METRICS_HOST: '0.0.0.0' })).toThrow(/METRICS_HOST: a non-loopback address needs METRICS_TOKEN/);
    expect(loadConfig({ METRICS_HOST: '10.0.0.5', METRICS_TOKEN: 'a-long-enough-token' }).METRICS_HOST).toBe('10.0.0.5');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
  });

  it('requires DATABASE_URL in prod', () => {
    expect(() => loadConfig({ APP_ENV: 'prod' })).toThrow(/DATABASE_URL/);
    expect(loadConfig({ APP_ENV: 'prod', DATABASE_URL: 'postgres://u@h/db', APP_KEY: 'k'.repeat(32), SITE_API_SECRET: 's'.repeat(32) }).DATABASE_URL).toBe('postgres://u@h/db');
  });

  it('requires both Stripe secrets with PAYMENT_PROVIDER=stripe, and refuses a Stripe stand-in in prod', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: required when PAYMENT_PROVIDER=stripe/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET: required/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/must be a Stripe secret key/);
    const stripe = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc', STRIPE_API_URL: 'http://127.0.0.1:12111' };
    expect(loadConfig(stripe).STRIPE_API_URL).toBe('http://127.0.0.1:12111');
    const prod = { APP_ENV: 'prod', DATABASE_URL: 'postgres://u@h/db', APP_KEY: 'k'.repeat(32), SITE_API_SECRET: 's'.repeat(32) };
    expect(() => loadConfig({ ...prod, ...stripe })).toThrow(/STRIPE_API_URL: not allowed when APP_ENV=prod/);
    expect(() => loadConfig({ STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL/);
  });

  it('reads the shared state: a Redis URL, and an S3 bucket only with its region and keys', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({ REDIS_KEY_PREFIX: 'registre:', S3_FORCE_PATH_STYLE: false });
    expect([defaults.REDIS_URL, defaults.S3_BUCKET]).toEqual([undefined, undefined]);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).REDIS_URL).toBe('redis://127.0.0.1:6379/2');
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL.*redis:\/\//);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
    const s3 = { S3_ENDPOINT: 'https://s3.fr-par.scw.cloud', S3_BUCKET: 'registre-files', S3_REGION: 'fr-par', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_FORCE_PATH_STYLE: 'true' };
    expect(loadConfig(s3)).toMatchObject({ S3_BUCKET: 'registre-files', S3_FORCE_PATH_STYLE: true });
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY: required with the other S3_\* variables/);
    expect(() => loadConfig({ S3_ENDPOINT: 'https://s3.example.fr' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });

  it('rejects a non-postgres DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
  });

  it('refuses a mediator without a way to reach it, or an address without a mediator, and a malformed phone', () => {
    expect(() => loadConfig({ MEDIATOR_NAME: 'Médiateur' })).toThrow(/MEDIATOR_NAME: needs MEDIATOR_ADDRESS or MEDIATOR_WEBSITE/);
    expect(() => loadConfig({ MEDIATOR_WEBSITE: 'https://mediateur.example.fr' })).toThrow(/MEDIATOR_NAME: required with/);
    expect(() => loadConfig({ HOST_PHONE: 'appelez-nous' })).toThrow(/HOST_PHONE/);
    expect(loadConfig({ MEDIATOR_NAME: 'Médiateur', MEDIATOR_WEBSITE: 'https://mediateur.example.fr', PUBLISHER_PHONE: '+33 1 23 45 67 89' })).toMatchObject({ MEDIATOR_NAME: 'Médiateur', PUBLISHER_PHONE: '+33 1 23 45 67 89' });
  });
});
