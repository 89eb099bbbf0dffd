import type { Pool } from 'pg';
import type { InvoiceView } from '@registre/domain';

/** The user's invoices and credit notes, newest first. */
export async function listInvoices(pool: Pool, userId: string): Promise<InvoiceView[]> {
  const { rows } = await pool.query<{ id: string; number: string; kind: 'invoice' | 'credit_note'; issued_at: Date; description: string; amount_ht_cents: number; vat_cents: number; amount_ttc_cents: number }>(
    `SELECT id, number, kind, issued_at, description, amount_ht_cents, vat_cents, amount_ttc_cents
       FROM billing_invoices WHERE user_id = $1 ORDER BY issued_at DESC, kind = 'credit_note' DESC, number DESC`,
    [userId],
  );
  return rows.map((row) => ({ ...row, issued_at: row.issued_at.toISOString(), download_url: `/invoices/${row.id}/download` }));
}
