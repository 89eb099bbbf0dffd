import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBillingLifecycle } from '../../src/modules/billing';
import { registerClient } from '../support/accounts';
import { listMails } from '../support/mailbox';
import type { SessionClient } from '../support/session-client';
import { CARDS, createBillingTestApp, mailsTo as mailsToOf, purchase, type BillingTestApp } from './billing-test-app';

let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
}, 60_000);
afterAll(async () => t?.close());

const HOUR = 3600_000;

async function subscribed(card: string = CARDS.succeeds): Promise<{ client: SessionClient; email: string }> {
  const { client, account } = await registerClient(t.app);
  const response = await client.post('/api/subscriptions', purchase(card));
  if (response.statusCode !== 201) throw new Error(response.body);
  return { client, email: account.email };
}

const subscriptionOf = async (client: SessionClient) => (await client.get('/api/subscription')).json().data;
const chargesOf = async (email: string) =>
  (
    await t.database.pool.query<{ purpose: string; status: string; amount_cents: number; failure_code: string | null }>(
      `SELECT purpose, status, amount_cents, failure_code FROM billing_payments p JOIN users u ON u.id = p.user_id WHERE u.email = $1 ORDER BY p.created_at, p.attempt`,
      [email],
    )
  ).rows;

const mailsTo = (email: string, text: RegExp, count: number) => mailsToOf(t, email, text, count);

describe('subscription lifecycle (clock moved, job handler run)', () => {
  it('trial → reminder 48 h before → renewal charged → active with the period quota → next renewal continues from the period end', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const { client, email } = await subscribed();

    t.clock.set(new Date(Date.parse('2026-03-09T09:00:00Z') - 49 * HOUR));
    expect((await runBillingLifecycle(t.billing)).reminders).toBe(0);
    t.clock.advance(2 * HOUR);
    const pass = await runBillingLifecycle(t.billing);
    expect(pass.reminders).toBeGreaterThanOrEqual(1);
    const [reminder] = await mailsTo(email, /votre carte sera débitée de 39,90 €/, 1);
    expect(reminder?.decoded.replace(/\s+/g, ' ')).toContain('9 mars 2026');
    expect(reminder?.links.some((link) => link.endsWith('/mon-compte/abonnement/resilier'))).toBe(true);
    await runBillingLifecycle(t.billing);
    expect(await mailsTo(email, /votre carte sera débitée/, 1)).toHaveLength(1);

    t.clock.set('2026-03-09T09:00:01Z');
    await runBillingLifecycle(t.billing);
    expect(await subscriptionOf(client)).toMatchObject({
      status: 'active',
      is_trial_period: false,
      current_period_start: '2026-03-09T09:00:00.000Z',
      current_period_end: '2026-04-09T09:00:00.000Z',
      quotas: { kbis: { limit: 15, used: 0, left: 15 } },
      next_charge: { date: '2026-04-09T09:00:00.000Z', amount_cents: 3990 },
    });
    expect(await chargesOf(email)).toEqual([
      { purpose: 'trial', status: 'succeeded', amount_cents: 299, failure_code: null },
      { purpose: 'renewal', status: 'succeeded', amount_cents: 3990, failure_code: null },
    ]);
    const invoices = (await client.get('/api/invoices')).json().data;
    expect(invoices.map((i: { description: string; amount_ttc_cents: number }) => [i.description, i.amount_ttc_cents])).toEqual([
      ['Abonnement mensuel', 3990],
      ['Accès découverte – 7 jours', 299],
    ]);
    await mailsTo(email, /Votre abonnement court jusqu'au 9 avril 2026/, 1);

    t.clock.set('2026-04-09T10:00:00Z');
    await runBillingLifecycle(t.billing);
    expect((await subscriptionOf(client)).current_period_end).toBe('2026-05-09T09:00:00.000Z');
    expect((await chargesOf(email)).length).toBe(3);
  });

  it('a refused renewal → past_due (access suspended) → retries over a week with mails → expired, no charge after', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const { client, email } = await subscribed(CARDS.failsAtRenewal);
    t.clock.set('2026-03-09T09:05:00Z');
    await runBillingLifecycle(t.billing);
    expect(await subscriptionOf(client)).toMatchObject({ status: 'past_due', next_charge: { date: '2026-03-10T09:00:00.000Z' } });
    await mailsTo(email, /a été refusé par votre banque/, 1);

    for (const [at, expected] of [
      ['2026-03-10T09:01:00Z', 'past_due'],
      ['2026-03-12T09:01:00Z', 'past_due'],
      ['2026-03-16T09:01:00Z', 'expired'],
    ] as const) {
      t.clock.set(at);
      await runBillingLifecycle(t.billing);
      expect((await subscriptionOf(client)).status).toBe(expected);
    }
    const charges = await chargesOf(email);
    expect(charges.map((c) => [c.purpose, c.status, c.failure_code])).toEqual([
      ['trial', 'succeeded', null],
      ['renewal', 'failed', 'insufficient_funds'],
      ['renewal', 'failed', 'insufficient_funds'],
      ['renewal', 'failed', 'insufficient_funds'],
      ['renewal', 'failed', 'insufficient_funds'],
    ]);
    await mailsTo(email, /Faute de paiement, votre abonnement a pris fin/, 1);
    t.clock.set('2026-05-01T00:00:00Z');
    await runBillingLifecycle(t.billing);
    expect((await chargesOf(email)).length).toBe(5);
  });

  it('cancel during the trial: acknowledgement mail with the end date, no reminder, access until the end, then canceled and never charged', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const { client, email } = await subscribed();
    t.clock.set('2026-03-03T12:00:00Z');
    const cancel = await client.post('/api/subscription/cancel');
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: 'trialing', cancel_at_period_end: true, ends_at: '2026-03-09T09:00:00.000Z', next_charge: null });
    const [ack] = await mailsTo(email, /Nous avons bien reçu la résiliation/, 1);
    expect(ack?.decoded.replace(/\s+/g, ' ')).toContain('9 mars 2026');
    expect((await client.post('/api/subscription/cancel')).statusCode).toBe(200);

    t.clock.set('2026-03-08T10:00:00Z');
    await runBillingLifecycle(t.billing);
    t.clock.set('2026-03-09T09:00:00Z');
    await runBillingLifecycle(t.billing);
    expect(await subscriptionOf(client)).toMatchObject({ status: 'canceled', ends_at: '2026-03-09T09:00:00.000Z' });
    t.clock.set('2026-06-01T00:00:00Z');
    await runBillingLifecycle(t.billing);
    expect((await chargesOf(email)).map((c) => c.purpose)).toEqual(['trial']);
    expect((await listMails(t.mailDir)).filter((m) => m.to.includes(email) && /votre carte sera débitée/.test(m.decoded))).toHaveLength(0);
    expect((await client.post('/api/subscription/cancel')).statusCode).toBe(404);
  });

  it('public cancellation: e-mail and contract reference → mailed link → cancelled; a wrong pair mails nothing', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const { client, email } = await subscribed();
    const reference = (await subscriptionOf(client)).contract_reference as string;
    const { createSessionClient } = await import('../support/session-client');
    const guest = createSessionClient(t.app);
    expect((await guest.post('/api/cancellation-requests', { email: 'personne@exemple.fr', contract_reference: reference })).statusCode).toBe(202);
    expect((await guest.post('/api/cancellation-requests', { email: email.toUpperCase(), contract_reference: reference.toLowerCase() })).statusCode).toBe(202);
    const [mail] = await mailsTo(email, /Une demande de résiliation du contrat/, 1);
    const link = mail?.links.find((l) => l.includes('/resiliation/confirmer?token=')) as string;
    const token = new URL(link).searchParams.get('token') as string;
    const confirmed = await guest.post('/api/cancellation-requests/confirm', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toEqual({ contract_reference: reference, ends_at: '2026-03-09T09:00:00.000Z' });
    // A used link says so (public-cancellation.test.ts).
    expect((await guest.post('/api/cancellation-requests/confirm', { token })).statusCode).toBe(409);
    expect((await subscriptionOf(client)).cancel_at_period_end).toBe(true);
  });
});
