import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@registre/db';
import { billingOrderAccess, billingPlan } from '../../src/modules/billing';
import { grantAccess } from '../support/grant-access';
import { registerClient } from '../support/accounts';
import { createBillingTestApp, type BillingTestApp } from './billing-test-app';

let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp({ BILLING_DAILY_CAP_PER_KIND: '2' });
}, 60_000);
afterAll(async () => t?.close());

const access = billingOrderAccess();
const now = new Date('2026-03-02T10:00:00Z');

async function consume(userId: string, kind: string, at = now) {
  const client = await t.database.pool.connect();
  try {
    return await inTransaction(client, () => access.consume(client, { userId, kind, now: at }));
  } finally {
    client.release();
  }
}

const userId = async () => (await registerClient(t.app)).user.id;

describe('billingOrderAccess (the orders port)', () => {
  it('answers no_access without a running subscription', async () => {
    expect(await consume(await userId(), 'kbis')).toEqual({ allowed: false, reason: 'no_access' });
  });

  it('consumes the trial quota, then quota_exceeded with the trial variant and remaining_quota_after_trial', async () => {
    const id = await userId();
    await grantAccess(t.database.pool, id, { status: 'trialing', kbisQuotaLeft: 2, now });
    expect(await consume(id, 'kbis')).toEqual({ allowed: true, isTrialPeriod: true });
    expect(await consume(id, 'kbis')).toEqual({ allowed: true, isTrialPeriod: true });
    expect(await consume(id, 'kbis')).toEqual({ allowed: false, reason: 'quota_exceeded', documentType: 'kbis', isTrialPeriod: true, remainingQuotaAfterTrial: 15 });
  });

  it('outside the trial: quota_exceeded without a later quota', async () => {
    const id = await userId();
    await grantAccess(t.database.pool, id, { status: 'active', kbisQuotaLeft: 0, now });
    expect(await consume(id, 'kbis')).toEqual({ allowed: false, reason: 'quota_exceeded', documentType: 'kbis', isTrialPeriod: false, remainingQuotaAfterTrial: 0 });
  });

  it('gives the unit back when the order transaction rolls back', async () => {
    const id = await userId();
    await grantAccess(t.database.pool, id, { status: 'active', kbisQuotaLeft: 1, now });
    const client = await t.database.pool.connect();
    try {
      await expect(
        inTransaction(client, async () => {
          await access.consume(client, { userId: id, kind: 'kbis', now });
          throw new Error('order insert failed');
        }),
      ).rejects.toThrow('order insert failed');
    } finally {
      client.release();
    }
    expect(await consume(id, 'kbis')).toEqual({ allowed: true, isTrialPeriod: false });
  });

  it('two parallel orders for the last unit: exactly one gets it', async () => {
    const id = await userId();
    await grantAccess(t.database.pool, id, { status: 'active', kbisQuotaLeft: 1, now });
    const results = await Promise.all([consume(id, 'kbis'), consume(id, 'kbis')]);
    expect(results.filter((r) => r.allowed)).toHaveLength(1);
    expect(results.filter((r) => !r.allowed)).toEqual([expect.objectContaining({ reason: 'quota_exceeded' })]);
  });

  it('caps other kinds per Paris day (daily_cap with the seconds until midnight), reset the next day', async () => {
    const id = await userId();
    await grantAccess(t.database.pool, id, { status: 'active', now, plan: billingPlan(t.config) });
    expect((await consume(id, 'company-summary')).allowed).toBe(true);
    expect((await consume(id, 'company-summary')).allowed).toBe(true);
    // 10:00 UTC = 11:00 in Paris (winter time): 13 hours left.
    expect(await consume(id, 'company-summary')).toEqual({ allowed: false, reason: 'daily_cap', retryAfterSeconds: 13 * 3600 });
    expect((await consume(id, 'vat-numbers')).allowed).toBe(true);
    expect((await consume(id, 'company-summary', new Date('2026-03-02T23:30:00Z'))).allowed).toBe(true);
  });

  it('an ended period is no access', async () => {
    const id = await userId();
    await grantAccess(t.database.pool, id, { status: 'active', now });
    expect(await consume(id, 'kbis', new Date('2026-05-01T00:00:00Z'))).toEqual({ allowed: false, reason: 'no_access' });
  });
});
