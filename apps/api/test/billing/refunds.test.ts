import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundPayment } from '../../src/modules/billing';
import { registerClient } from '../support/accounts';
import type { SessionClient } from '../support/session-client';
import { pdfPages } from '../../../../packages/documents/test/fixtures/read-files';
import { createBillingTestApp, mailsTo, purchase, type BillingTestApp } from './billing-test-app';

let t: BillingTestApp;
beforeAll(async () => {
  t = await createBillingTestApp({}, '2026-06-01T08:00:00Z');
}, 60_000);
afterAll(async () => t?.close());

const invoicesOf = async (client: SessionClient) =>
  (await client.get('/api/invoices')).json().data as { id: string; number: string; kind: string; issued_at: string; amount_ht_cents: number; vat_cents: number; amount_ttc_cents: number; download_url: string }[];


async function paidTrial() {
  const { client, account } = await registerClient(t.app);
  const response = await client.post('/api/subscriptions', purchase());
  if (response.statusCode !== 201) throw new Error(response.body);
  return { client, email: account.email, paymentId: response.json().data.payment_id as string };
}

describe('refunds (sandbox): credit notes', () => {
  it('a full refund issues a credit note AV-yyyy-nnnnnn with negative amounts, listed and downloadable by its owner only', async () => {
    const { client, email, paymentId } = await paidTrial();
    const [invoice] = await invoicesOf(client);
    t.clock.advance(2 * 86_400_000);
    const result = await refundPayment(t.billing, paymentId);
    expect(result).toMatchObject({ refundedTotalCents: 299, creditNote: { number: 'AV-2026-000001' } });

    const [note, original] = await invoicesOf(client);
    expect(original?.number).toBe(invoice?.number);
    expect(note).toMatchObject({ number: 'AV-2026-000001', kind: 'credit_note', amount_ttc_cents: -299, amount_ht_cents: -249, vat_cents: -50, issued_at: '2026-06-03T08:00:00.000Z' });
    const { rows } = await t.database.pool.query('SELECT status, refunded_cents FROM billing_payments WHERE id = $1', [paymentId]);
    expect(rows[0]).toEqual({ status: 'refunded', refunded_cents: 299 });

    const response = await client.get(note?.download_url ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="AV-2026-000001.pdf"');
    const text = (await pdfPages(response.rawPayload)).join('\n').replace(/\s+/g, ' ');
    for (const mention of ['AVOIR', 'N° AV-2026-000001', `Annule la facture ${invoice?.number}`, '-2,49 €', '-0,50 €', '-2,99 €', 'Remboursement – Accès découverte – 7 jours', 'Remboursé le 03/06/2026', 'SIREN 912345674']) {
      expect(text).toContain(mention);
    }
    expect(text).not.toContain('indemnité forfaitaire');
    const { client: stranger } = await registerClient(t.app);
    expect((await stranger.get(note?.download_url ?? '')).statusCode).toBe(404);

    const [mail] = await mailsTo(t, email, /L'avoir AV-2026-000001/);
    expect(mail?.decoded.replace(/\s+/g, ' ')).toContain(`Nous vous avons remboursé 2,99 € TTC sur le moyen de paiement utilisé pour la facture ${invoice?.number}`);
    await expect(refundPayment(t.billing, paymentId)).rejects.toMatchObject({ statusCode: 422 });
  });

  it('partial refunds get consecutive numbers and sum exactly to the invoice; a double call refunds once', async () => {
    const { client, paymentId } = await paidTrial();
    const [invoice] = await invoicesOf(client);
    const twice = await Promise.all([refundPayment(t.billing, paymentId, { amountCents: 100 }), refundPayment(t.billing, paymentId, { amountCents: 100 })]);
    expect(twice.map((r) => r.refundedTotalCents)).toEqual([100, 100]);
    expect(twice.filter((r) => r.creditNote !== null)).toHaveLength(1);
    const { rows } = await t.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM billing_sandbox_refunds r JOIN billing_payments p ON p.provider_reference = r.charge_reference WHERE p.id = $1`,
      [paymentId],
    );
    expect(rows[0]?.n).toBe(1);

    t.clock.advance(3600_000);
    const rest = await refundPayment(t.billing, paymentId);
    expect(rest.refundedTotalCents).toBe(299);
    const notes = (await invoicesOf(client)).filter((d) => d.kind === 'credit_note');
    expect(notes.map((n) => n.number)).toEqual(['AV-2026-000003', 'AV-2026-000002']);
    expect(notes.map((n) => n.amount_ttc_cents)).toEqual([-199, -100]);
    expect(notes.reduce((sum, n) => sum + n.amount_ht_cents, 0)).toBe(-(invoice?.amount_ht_cents ?? 0));
    expect(notes.reduce((sum, n) => sum + n.vat_cents, 0)).toBe(-(invoice?.vat_cents ?? 0));
  });

  it('refuses to refund more than was paid, an unpaid payment or an unknown one', async () => {
    const { paymentId } = await paidTrial();
    await expect(refundPayment(t.billing, paymentId, { amountCents: 300 })).rejects.toMatchObject({ statusCode: 422, messageKey: 'errors:billing.refund-not-possible' });
    await expect(refundPayment(t.billing, paymentId, { amountCents: 0 })).rejects.toMatchObject({ statusCode: 422 });
    await expect(refundPayment(t.billing, '6f1b2a3c-4d5e-4f60-8a7b-9c0d1e2f3a4b')).rejects.toMatchObject({ statusCode: 409 });
    const { client } = await registerClient(t.app);
    const declined = await client.post('/api/subscriptions', purchase('4000 0000 0000 0002'));
    expect(declined.statusCode).toBe(402);
    const { rows } = await t.database.pool.query<{ id: string }>(`SELECT id FROM billing_payments WHERE status = 'failed' ORDER BY created_at DESC LIMIT 1`);
    await expect(refundPayment(t.billing, rows[0]?.id ?? '')).rejects.toMatchObject({ statusCode: 409 });
  });
});
