import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { BillingContext } from './billing-context';
import { billingMails } from './billing-mails';
import { nextDocumentNumber, parisYear, type IssuedInvoice } from './issue-invoice';
import { splitVat } from './money';
import { accountRecipient as recipientOf } from '../auth';
import type { PaymentRow } from './subscription-rows';

interface CreditedInvoice {
  id: string;
  number: string;
  description: string;
  period_start: Date;
  period_end: Date;
  seller: unknown;
  buyer: unknown;
  amount_ht_cents: number;
  vat_rate_basis_points: number;
  amount_ttc_cents: number;
  payment_method: string;
}

/**
 * Brings a payment's credit notes up to what the provider says was refunded on it, in the caller's
 * transaction (the payment row locked). Whichever path reports a refund first — our refund call's
 * answer or Stripe's `charge.refunded` webhook — issues the credit note; the other finds nothing
 * left to credit. A credit note (avoir, `AV-2026-000001`, its own gapless series) cancels all or
 * part of the payment's invoice, with negative amounts; the last one of a full refund takes the
 * invoice's exact HT and VAT remainders, so that the invoice and its credit notes sum to zero.
 */
export async function creditRefundedTotal(client: PoolClient, ctx: BillingContext, payment: PaymentRow, refundedTotalCents: number, now: Date): Promise<IssuedInvoice | null> {
  const total = Math.min(refundedTotalCents, payment.amount_cents);
  const delta = total - payment.refunded_cents;
  if (delta <= 0) return null;
  const { rows } = await client.query<CreditedInvoice>(
    `SELECT id, number, description, period_start, period_end, seller, buyer, amount_ht_cents, vat_rate_basis_points, amount_ttc_cents, payment_method
       FROM billing_invoices WHERE payment_id = $1 AND kind = 'invoice'`,
    [payment.id],
  );
  const invoice = rows[0];
  if (!invoice) throw new Error(`payment ${payment.id} refunded but never invoiced`);

  const credited = await client.query<{ ht: number }>(`SELECT coalesce(-sum(amount_ht_cents), 0)::int AS ht FROM billing_invoices WHERE credited_invoice_id = $1`, [invoice.id]);
  const creditedHt = credited.rows[0]?.ht ?? 0;
  const htCents = total === payment.amount_cents ? invoice.amount_ht_cents - creditedHt : splitVat(delta, invoice.vat_rate_basis_points).htCents;

  await client.query(`UPDATE billing_payments SET refunded_cents = $2, status = CASE WHEN $2 >= amount_cents THEN 'refunded' ELSE status END WHERE id = $1`, [payment.id, total]);
  const year = parisYear(now);
  const { number, sequence } = await nextDocumentNumber(client, 'AV', year);
  const id = randomUUID();
  await client.query(
    `INSERT INTO billing_invoices (id, number, year, sequence, kind, user_id, subscription_id, payment_id, credited_invoice_id, issued_at, description, period_start,
                                   period_end, seller, buyer, amount_ht_cents, vat_rate_basis_points, vat_cents, amount_ttc_cents, payment_method)
     VALUES ($1, $2, $3, $4, 'credit_note', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
    [
      id,
      number,
      year,
      sequence,
      payment.user_id,
      payment.subscription_id,
      payment.id,
      invoice.id,
      now,
      `Remboursement – ${invoice.description}`,
      invoice.period_start,
      invoice.period_end,
      JSON.stringify(invoice.seller),
      JSON.stringify(invoice.buyer),
      -htCents,
      invoice.vat_rate_basis_points,
      -(delta - htCents),
      -delta,
      invoice.payment_method,
    ],
  );
  const to = await recipientOf(client, payment.user_id);
  if (to) await ctx.queue.send(ctx.mailQueue, billingMails.refundIssued(ctx.settings, to, delta, number, invoice.number), { db: client });
  return { id, number };
}
