/** What an invoice or credit note shows (amounts in integer cents, TTC = HT + VAT; a credit note's are negative, printed as given). */
export interface InvoiceModel {
  kind: 'invoice' | 'credit_note';
  number: string;
  /** For a credit note: the number of the invoice it cancels. */
  creditedNumber: string | null;
  issuedAt: Date;
  seller: { legal_name: string; address: string; siren: string; vat_number: string; rcs: string; share_capital: string; email: string };
  buyer: { name: string; company_name: string; postcode: string; vat_number: string | null };
  line: { description: string; periodStart: Date; periodEnd: Date };
  amountHtCents: number;
  vatRateBasisPoints: number;
  vatCents: number;
  amountTtcCents: number;
  paymentMethod: string;
  /** When the invoice was paid, or the credit note's amount refunded. */
  paidAt: Date;
}
