import type { PoolClient } from 'pg';
import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '@registre/domain';
import { endAtTerm, endSubscription, markPastDue, resumeAtTerm, startPaidPeriod, SubscriptionTransitionError } from './subscription-state';
import type { SubscriptionRow } from './subscription-rows';

const now = new Date('2026-12-07T10:00:00Z');
const subscription = (status: SubscriptionStatus, cancelAtPeriodEnd = false) => ({ id: 'sub-1', status, cancel_at_period_end: cancelAtPeriodEnd }) as SubscriptionRow;

type Recording = ReturnType<typeof recordingClient>;

/** A client that records its statements and answers one row. */
function recordingClient() {
  const statements: string[] = [];
  // pg's query() has many overloads; the state functions call only (text, values) and read rows.
  const client = {
    async query(sql: string) {
      statements.push(sql);
      return { rows: [{ id: 'sub-1' }] };
    },
  } as unknown as Pick<PoolClient, 'query'>;
  return { client, statements };
}

const period = { status: 'active' as const, periodIndex: 2, start: now, end: now, quota: 5, card: { token: 't', brand: 'visa', last4: '4242' } };

describe('subscription state', () => {
  it.each([
    ['a paid period on an ended subscription', (db: Recording) => startPaidPeriod(db.client, subscription('canceled'), period, now)],
    ['a paid period on an expired one', (db: Recording) => startPaidPeriod(db.client, subscription('expired'), period, now)],
    ['an expiry of a running trial', (db: Recording) => endSubscription(db.client, subscription('trialing'), { status: 'expired', endedAt: now, recordCancellation: false }, now)],
    ['a cancellation of an ended one', (db: Recording) => endSubscription(db.client, subscription('expired'), { status: 'canceled', endedAt: now, recordCancellation: true }, now)],
    ['past due before any payment', (db: Recording) => markPastDue(db.client, subscription('incomplete'), { failedAttempts: 1, since: now, nextRetryAt: null }, now)],
    ['an end at term twice', (db: Recording) => endAtTerm(db.client, subscription('active', true), now)],
    ['an end at term of an unpaid one', (db: Recording) => endAtTerm(db.client, subscription('past_due'), now)],
    ['a resume of a subscription not ending', (db: Recording) => resumeAtTerm(db.client, subscription('trialing'), now)],
  ])('refuses %s and writes nothing', async (_case, change) => {
    const db = recordingClient();
    await expect(change(db)).rejects.toBeInstanceOf(SubscriptionTransitionError);
    expect(db.statements).toEqual([]);
  });

  it.each([
    ['the trial paid', subscription('incomplete'), (db: Recording, sub: SubscriptionRow) => startPaidPeriod(db.client, sub, { ...period, status: 'trialing' }, now)],
    ['a renewal paid after a refusal', subscription('past_due'), (db: Recording, sub: SubscriptionRow) => startPaidPeriod(db.client, sub, period, now)],
    ['an expiry after the last retry', subscription('past_due'), (db: Recording, sub: SubscriptionRow) => endSubscription(db.client, sub, { status: 'expired', endedAt: now, recordCancellation: false }, now)],
    [
      'an end at term, then its withdrawal',
      subscription('active'),
      async (db: Recording, sub: SubscriptionRow) => {
        await endAtTerm(db.client, sub, now);
        await resumeAtTerm(db.client, { ...sub, cancel_at_period_end: true }, now);
      },
    ],
  ])('allows %s', async (_case, sub, change) => {
    const db = recordingClient();
    await change(db, sub);
    expect(db.statements.length).toBeGreaterThan(0);
  });
});
