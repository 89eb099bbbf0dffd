import { BILLING_KEYS } from '@registre/domain';
import { renderInvoicePdf, type InvoiceModel } from '@registre/documents';
import { HttpError } from '../../errors/http-errors';
import { newStorageKey, storageKey } from '../../platform';
import type { BillingContext } from './billing-context';

interface InvoiceRow {
  id: string;
  number: string;
  kind: 'invoice' | 'credit_note';
  credited_number: string | null;
  issued_at: Date;
  description: string;
  period_start: Date;
  period_end: Date;
  seller: InvoiceModel['seller'];
  buyer: InvoiceModel['buyer'];
  amount_ht_cents: number;
  vat_rate_basis_points: number;
  vat_cents: number;
  amount_ttc_cents: number;
  payment_method: string;
  paid_at: Date | null;
  storage_key: string | null;
  contract_reference: string | null;
}

/**
 * `GET /invoices/{id}/download`: the owner's invoice as a PDF, rendered from the invoice row
 * (seller and buyer as they were when issued) on first download and kept in the file storage.
 * Another user's invoice answers 404.
 */
export async function invoicePdf(ctx: BillingContext, userId: string, invoiceId: string): Promise<{ number: string; bytes: Buffer }> {
  const { rows } = await ctx.pool.query<InvoiceRow>(
    `SELECT i.id, i.number, i.kind, c.number AS credited_number, i.issued_at, i.description, i.period_start, i.period_end, i.seller, i.buyer,
            i.amount_ht_cents, i.vat_rate_basis_points, i.vat_cents, i.amount_ttc_cents, i.payment_method, p.settled_at AS paid_at, i.storage_key,
            s.contract_reference
       FROM billing_invoices i JOIN billing_payments p ON p.id = i.payment_id LEFT JOIN billing_invoices c ON c.id = i.credited_invoice_id
       LEFT JOIN billing_subscriptions s ON s.id = i.subscription_id
      WHERE i.id = $1 AND i.user_id = $2`,
    [invoiceId, userId],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, BILLING_KEYS.invoiceNotFound);
  if (row.storage_key) {
    const key = storageKey(row.storage_key);
    if (await ctx.storage.exists(key)) return { number: row.number, bytes: await ctx.storage.get(key) };
  }
  const bytes = await renderInvoicePdf({
    kind: row.kind,
    number: row.number,
    creditedNumber: row.credited_number,
    issuedAt: row.issued_at,
    seller: row.seller,
    buyer: row.buyer,
    contractReference: row.contract_reference,
    line: { description: row.description, periodStart: row.period_start, periodEnd: row.period_end },
    amountHtCents: row.amount_ht_cents,
    vatRateBasisPoints: row.vat_rate_basis_points,
    vatCents: row.vat_cents,
    amountTtcCents: row.amount_ttc_cents,
    paymentMethod: row.payment_method,
    paidAt: row.kind === 'credit_note' ? row.issued_at : (row.paid_at ?? row.issued_at),
  });
  const key = newStorageKey('invoices', '.pdf', row.issued_at);
  await ctx.storage.put(key, bytes);
  await ctx.pool.query('UPDATE billing_invoices SET storage_key = $2 WHERE id = $1 AND storage_key IS NULL', [row.id, key]);
  return { number: row.number, bytes };
}
