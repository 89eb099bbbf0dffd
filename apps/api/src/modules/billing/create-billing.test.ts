import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/load-config';
import { createPaymentProvider } from './create-billing';

const PROD = { APP_ENV: 'prod', DATABASE_URL: 'postgres://u@h/db', APP_KEY: 'k'.repeat(32), SITE_API_SECRET: 's'.repeat(32) };
const STRIPE = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };
// Never queried: building a provider opens no connection.
const pool = {} as Pool;

describe('createPaymentProvider', () => {
  it('refuses to start the sandbox provider when APP_ENV=prod', () => {
    expect(() => createPaymentProvider({ config: loadConfig(PROD), pool })).toThrow('PAYMENT_PROVIDER=sandbox is refused when APP_ENV=prod');
  });

  it('starts the sandbox outside production (the default) and Stripe when configured, in production too', () => {
    expect(createPaymentProvider({ config: loadConfig({ APP_ENV: 'local' }), pool }).name).toBe('sandbox');
    expect(createPaymentProvider({ config: loadConfig({ APP_ENV: 'test' }), pool }).name).toBe('sandbox');
    expect(createPaymentProvider({ config: loadConfig({ ...PROD, ...STRIPE }), pool }).name).toBe('stripe');
  });
});
