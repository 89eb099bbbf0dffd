import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClient } from '../support/accounts';
import { createSessionClient, type SessionClient } from '../support/session-client';
import { createBillingTestApp, mailsTo as mailsToOf, purchase, type BillingTestApp } from './billing-test-app';

/**
 * Cancelling without an account (L.215-1-1, issue 34): every billing mail links the public page
 * in full, the mailed link first shows what it cancels (and cancels nothing by being opened), and a
 * used link says so.
 */
let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp();
}, 60_000);
afterAll(async () => t?.close());

const mailsTo = (email: string, text: RegExp, count = 1) => mailsToOf(t, email, text, count);
const subscriptionOf = async (client: SessionClient) => (await client.get('/api/subscription')).json().data;

async function subscribed(): Promise<{ client: SessionClient; email: string; reference: string }> {
  const { client, account } = await registerClient(t.app);
  const response = await client.post('/api/subscriptions', purchase());
  if (response.statusCode !== 201) throw new Error(response.body);
  return { client, email: account.email, reference: (await subscriptionOf(client)).contract_reference as string };
}

/** Asks the public form for a link and reads its token from the mail (the `count`th such mail). */
async function mailedToken(email: string, reference: string, count = 1): Promise<string> {
  const guest = createSessionClient(t.app);
  expect((await guest.post('/api/cancellation-requests', { email, contract_reference: reference })).statusCode).toBe(202);
  const mails = await mailsTo(email, /Une demande de résiliation du contrat/, count);
  const link = mails.flatMap((mail) => mail.links).filter((l) => l.includes('/resiliation/confirmer?token='))[count - 1] as string;
  return new URL(link).searchParams.get('token') as string;
}

describe('public cancellation', () => {
  it('links /resiliation in full from the billing mail, as a link of its HTML', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const { email } = await subscribed();
    const [welcome] = await mailsTo(email, /votre accès découverte est ouvert/);
    const page = `${t.config.WEB_ORIGIN}/resiliation`;
    expect(welcome?.links).toContain(page);
    expect(welcome?.decoded).toContain(`<a href="${page}"`);
  });

  it('shows what the link cancels before the confirmation, cancels nothing on being read, then says the link was used', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const { client, email, reference } = await subscribed();
    const token = await mailedToken(email, reference);
    const guest = createSessionClient(t.app);

    const preview = await guest.post('/api/cancellation-requests/preview', { token });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toEqual({ contract_reference: reference, status: 'trialing', ends_at: '2026-03-09T09:00:00.000Z', used_at: null });
    expect((await subscriptionOf(client)).cancel_at_period_end).toBe(false);

    t.clock.set('2026-03-02T10:00:00Z');
    expect((await guest.post('/api/cancellation-requests/confirm', { token })).statusCode).toBe(200);
    expect((await subscriptionOf(client)).cancel_at_period_end).toBe(true);

    const used = await guest.post('/api/cancellation-requests/preview', { token });
    expect(used.json().data).toEqual({ contract_reference: reference, status: 'trialing', ends_at: '2026-03-09T09:00:00.000Z', used_at: '2026-03-02T10:00:00.000Z' });
    const again = await guest.post('/api/cancellation-requests/confirm', { token });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('errors:billing.cancellation-link-used');
  });

  it('answers 404 for an unknown or expired link, and 422 for a malformed one', async () => {
    t.clock.set('2026-03-02T09:00:00Z');
    const { email, reference } = await subscribed();
    const token = await mailedToken(email, reference);
    const guest = createSessionClient(t.app);
    const unknown = await guest.post('/api/cancellation-requests/preview', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('errors:billing.cancellation-link-invalid');
    expect((await guest.post('/api/cancellation-requests/preview', { token: 'court' })).statusCode).toBe(422);

    t.clock.set('2026-03-03T09:00:01Z');
    const expired = await guest.post('/api/cancellation-requests/preview', { token });
    expect(expired.statusCode).toBe(404);
    expect((await guest.post('/api/cancellation-requests/confirm', { token })).json().message).toBe('errors:billing.cancellation-link-invalid');
  });
});
