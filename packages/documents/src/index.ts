export type { InvoiceModel } from './invoice/invoice-model';
export { renderInvoicePdf } from './invoice/render-invoice-pdf';
