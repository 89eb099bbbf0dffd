import { randomUUID } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { InvoiceModel } from '@registre/documents';
import type { SellerIdentity } from './seller';
import { splitVat, VAT_RATE_BASIS_POINTS } from './money';
import type { PaymentRow, SubscriptionRow } from './subscription-rows';

export interface IssuedInvoice {
  id: string;
  number: string;
}

/** The invoice year in Paris time (an invoice paid at 00:30 on 1 January belongs to the new year). */
export function parisYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric' }).format(at));
}

/** Invoices (`FA`) and credit notes (`AV`, avoirs) are numbered in two series of their own. */
export type NumberSeries = 'FA' | 'AV';

/**
 * Allocates the next number of the series and year inside the payment's (or refund's) transaction.
 * The sequence row stays locked until the transaction ends, so numbers follow each other without
 * gaps: a rolled-back transaction gives its number back. `FA-2026-000123`, `AV-2026-000001`.
 */
export async function nextDocumentNumber(client: PoolClient, series: NumberSeries, year: number): Promise<{ number: string; sequence: number }> {
  const { rows } = await client.query<{ last_value: number }>(
    `INSERT INTO billing_invoice_sequences (series, year, last_value) VALUES ($1, $2, 1)
     ON CONFLICT (series, year) DO UPDATE SET last_value = billing_invoice_sequences.last_value + 1
     RETURNING last_value`,
    [series, year],
  );
  const sequence = (rows[0] as { last_value: number }).last_value;
  return { number: `${series}-${year}-${String(sequence).padStart(6, '0')}`, sequence };
}

export interface InvoiceInput {
  subscription: SubscriptionRow;
  payment: PaymentRow;
  description: string;
  periodStart: Date;
  periodEnd: Date;
  seller: SellerIdentity;
  brand: string;
  last4: string;
  now: Date;
}

/** One invoice per successful payment (TTC amount split into HT and 20 % VAT), with the seller and buyer (name, address, SIREN, VAT number) as they were. */
export async function issueInvoice(client: PoolClient, input: InvoiceInput): Promise<IssuedInvoice> {
  const year = parisYear(input.now);
  const { number, sequence } = await nextDocumentNumber(client, 'FA', year);
  const { htCents, vatCents } = splitVat(input.payment.amount_cents);
  const identity = input.subscription.billing_identity;
  const buyer: InvoiceModel['buyer'] = {
    name: `${identity.firstname} ${identity.lastname}`,
    company_name: identity.company_name ?? null,
    siren: identity.siren ?? null,
    address_line: identity.address_line ?? null,
    postcode: identity.postcode,
    city: identity.city ?? null,
    country: identity.country ?? null,
    vat_number: identity.vat_number ?? null,
  };
  const id = randomUUID();
  await client.query(
    `INSERT INTO billing_invoices (id, number, year, sequence, kind, user_id, subscription_id, payment_id, issued_at, description, period_start, period_end,
                                   seller, buyer, amount_ht_cents, vat_rate_basis_points, vat_cents, amount_ttc_cents, payment_method)
     VALUES ($1, $2, $3, $4, 'invoice', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      id,
      number,
      year,
      sequence,
      input.subscription.user_id,
      input.subscription.id,
      input.payment.id,
      input.now,
      input.description,
      input.periodStart,
      input.periodEnd,
      JSON.stringify(input.seller),
      JSON.stringify(buyer),
      htCents,
      VAT_RATE_BASIS_POINTS,
      vatCents,
      input.payment.amount_cents,
      `Carte ${input.brand.toUpperCase()} se terminant par ${input.last4}`,
    ],
  );
  return { id, number };
}
