/** What an invoice or credit note shows (amounts in integer cents, TTC = HT + VAT; a credit note's are negative, printed as given). */
export interface InvoiceModel {
  kind: 'invoice' | 'credit_note';
  number: string;
  /** For a credit note: the number of the invoice it cancels. */
  creditedNumber: string | null;
  issuedAt: Date;
  seller: { legal_name: string; address: string; siren: string; vat_number: string; rcs: string; share_capital: string; email: string };
  /**
   * The buyer as billed. Invoices issued before the full address was collected have only `name`,
   * `company_name`, `postcode` and `vat_number`: the other fields are then absent.
   */
  buyer: {
    name: string;
    company_name: string | null;
    siren?: string | null;
    address_line?: string | null;
    postcode: string;
    city?: string | null;
    /** ISO 3166 alpha-2 code (`FR`). */
    country?: string | null;
    vat_number: string | null;
  };
  /** The subscription's contract reference (what `/resiliation` asks for); null for none. */
  contractReference: string | null;
  line: { description: string; periodStart: Date; periodEnd: Date };
  amountHtCents: number;
  vatRateBasisPoints: number;
  vatCents: number;
  amountTtcCents: number;
  paymentMethod: string;
  /** When the invoice was paid, or the credit note's amount refunded. */
  paidAt: Date;
}
