import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureFlagResponseSchema, kbisTrialPricingResponseSchema } from '@registre/domain';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/load-config';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../../test/helpers/isolated-database';
import { createTestApp, type TestApp } from '../test-app';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const NBSP = '\u00A0';

let database: IsolatedDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await createIsolatedDatabase();
  t = await createTestApp(database.url);
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

/** The features CLI, as `npm run features -- …` runs it, on the test's own database. */
async function features(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/features.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
  });
}

describe('GET /api/config/kbis-trial-pricing', () => {
  it('answers the default pricing, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config/kbis-trial-pricing' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = kbisTrialPricingResponseSchema.parse(response.json());
    expect(body.data).toEqual({
      display_price: '2,99',
      price_with_currency: `2,99${NBSP}€`,
      price: 2.99,
      is_price_per_day: false,
      trial_days: 7,
      renewal_display_price: '39,90',
      renewal_price_with_currency: `39,90${NBSP}€`,
      renewal_price: 39.9,
      renewal_period: 'month',
    });
  });

  it('follows the configuration', async () => {
    const config = loadConfig({
      APP_ENV: 'test',
      LOG_LEVEL: 'silent',
      KBIS_TRIAL_PRICE_CENTS: '49',
      KBIS_TRIAL_PRICE_PER_DAY: 'true',
      KBIS_TRIAL_DAYS: '3',
      KBIS_RENEWAL_PRICE_CENTS: '123456',
      KBIS_RENEWAL_PERIOD: 'year',
    });
    const app = await buildApp({ config, pool: database.pool });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/config/kbis-trial-pricing' });
      expect(response.statusCode).toBe(200);
      expect(kbisTrialPricingResponseSchema.parse(response.json()).data).toEqual({
        display_price: '0,49',
        price_with_currency: `0,49${NBSP}€`,
        price: 0.49,
        is_price_per_day: true,
        trial_days: 3,
        renewal_display_price: `1${NBSP}234,56`,
        renewal_price_with_currency: `1${NBSP}234,56${NBSP}€`,
        renewal_price: 1234.56,
        renewal_period: 'year',
      });
    } finally {
      await app.close();
    }
  });

  it('refuses a configuration that is not a price', () => {
    expect(() => loadConfig({ KBIS_TRIAL_PRICE_CENTS: '2.99' })).toThrow(/KBIS_TRIAL_PRICE_CENTS/);
    expect(() => loadConfig({ KBIS_RENEWAL_PERIOD: 'daily' })).toThrow(/KBIS_RENEWAL_PERIOD/);
  });
});

describe('GET /api/features/:name', () => {
  const read = async (name: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/features/${name}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return featureFlagResponseSchema.parse(response.json()).data;
  };

  it('answers an unknown flag as inactive', async () => {
    expect(await read('never-created')).toEqual({ name: 'never-created', active: false });
  });

  it('follows the flags switched with the CLI', async () => {
    await features('enable', 'disable-navbar-payment');
    expect(await read('disable-navbar-payment')).toEqual({ name: 'disable-navbar-payment', active: true });

    await features('disable', 'disable-navbar-payment');
    expect(await read('disable-navbar-payment')).toEqual({ name: 'disable-navbar-payment', active: false });

    await features('enable', 'new-disclaimer');
    const { stdout } = await features('list');
    expect(stdout.trim().split('\n')).toEqual(['inactive  disable-navbar-payment', 'active    new-disclaimer']);
  });

  it('answers 400 with a message key for a name that is not a flag name', async () => {
    for (const name of ['Bad_Name', 'a--b', '-x', 'x'.repeat(65), '%C3%A9t%C3%A9']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/features/${name}` });
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toMatchObject({ message: 'errors:feature.name-invalid' });
    }
  });

  it('the CLI refuses a bad command or name without touching the database', async () => {
    await expect(features('toggle', 'x')).rejects.toMatchObject({ code: 2 });
    await expect(features('enable', 'Not A Flag')).rejects.toMatchObject({ code: 2 });
  });
});
