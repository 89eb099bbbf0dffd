import { createElement as h, type ReactElement } from 'react';
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { formatEurFromCents } from '@registre/domain';
import { INVOICE_FONT, registerInvoiceFonts } from './invoice-fonts';
import type { InvoiceModel } from './invoice-model';

const BLUE = '#0b4f8a';
const GREY = '#4a5563';

const styles = StyleSheet.create({
  page: { fontFamily: INVOICE_FONT, fontSize: 9.5, padding: 40, color: '#1a2330', lineHeight: 1.35 },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 24 },
  sellerName: { fontSize: 14, fontWeight: 'bold', color: BLUE, marginBottom: 4 },
  title: { fontSize: 16, fontWeight: 'bold', textAlign: 'right', color: BLUE, marginBottom: 6 },
  meta: { textAlign: 'right', color: GREY },
  parties: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 22 },
  party: { width: '46%', borderWidth: 0.7, borderColor: '#c9d1db', borderRadius: 4, padding: 10 },
  partyLabel: { fontSize: 8, color: GREY, textTransform: 'uppercase', marginBottom: 4 },
  bold: { fontWeight: 'bold' },
  tableHead: { flexDirection: 'row', backgroundColor: '#e8eef5', paddingVertical: 6, paddingHorizontal: 6, fontWeight: 'bold' },
  tableRow: { flexDirection: 'row', paddingVertical: 8, paddingHorizontal: 6, borderBottomWidth: 0.7, borderBottomColor: '#c9d1db' },
  colDescription: { width: '55%' },
  colAmount: { width: '15%', textAlign: 'right' },
  totals: { marginTop: 14, marginLeft: '55%' },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 3 },
  grandTotal: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 5, marginTop: 3, borderTopWidth: 1, borderTopColor: BLUE, fontWeight: 'bold', fontSize: 11 },
  payment: { marginTop: 22, color: GREY },
  footer: { position: 'absolute', bottom: 28, left: 40, right: 40, fontSize: 7.5, color: GREY, textAlign: 'center' },
});

const eur = (cents: number) => formatEurFromCents(cents, { plainSpaces: true });
const dateFr = (at: Date) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
const rate = (basisPoints: number) => `${(basisPoints / 100).toLocaleString('fr-FR')} %`;

const countryName = (code: string) => new Intl.DisplayNames(['fr'], { type: 'region' }).of(code) ?? code;

/**
 * The buyer block, company first when there is one: name, street, postcode and city, country,
 * SIREN, VAT number. An invoice issued before the full address was collected has its postcode only.
 */
export function buyerLines(buyer: InvoiceModel['buyer']): string[] {
  const place = buyer.city ? `${buyer.postcode} ${buyer.city}` : `Code postal : ${buyer.postcode}`;
  return [
    buyer.company_name,
    buyer.name,
    buyer.address_line,
    place,
    buyer.country ? countryName(buyer.country) : null,
    buyer.siren ? `SIREN ${buyer.siren}` : null,
    buyer.vat_number ? `N° TVA intracommunautaire : ${buyer.vat_number}` : null,
  ].filter((line): line is string => Boolean(line));
}

function totalRow(label: string, value: string, style = styles.totalRow): ReactElement {
  return h(View, { style }, h(Text, {}, label), h(Text, {}, value));
}

/** The invoice (or credit note) as a one-page A4 PDF with the mandatory mentions of French invoices. */
export function invoiceDocument(model: InvoiceModel): ReactElement {
  const { seller, buyer } = model;
  const title = model.kind === 'credit_note' ? 'AVOIR' : 'FACTURE';
  return h(
    Document,
    { title: `${title} ${model.number}`, author: seller.legal_name, language: 'fr' },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(
        View,
        { style: styles.header },
        h(View, {}, h(Text, { style: styles.sellerName }, seller.legal_name), h(Text, {}, seller.address), h(Text, {}, seller.email)),
        h(
          View,
          {},
          h(Text, { style: styles.title }, title),
          h(Text, { style: styles.meta }, `N° ${model.number}`),
          h(Text, { style: styles.meta }, `Date : ${dateFr(model.issuedAt)}`),
          model.contractReference ? h(Text, { style: styles.meta }, `Référence du contrat : ${model.contractReference}`) : null,
          model.creditedNumber ? h(Text, { style: styles.meta }, `Annule la facture ${model.creditedNumber}`) : null,
        ),
      ),
      h(
        View,
        { style: styles.parties },
        h(
          View,
          { style: styles.party },
          h(Text, { style: styles.partyLabel }, 'Vendeur'),
          h(Text, { style: styles.bold }, seller.legal_name),
          h(Text, {}, seller.address),
          h(Text, {}, `SIREN ${seller.siren} – ${seller.rcs}`),
          h(Text, {}, `Capital social : ${seller.share_capital}`),
          h(Text, {}, `N° TVA intracommunautaire : ${seller.vat_number}`),
        ),
        h(
          View,
          { style: styles.party },
          h(Text, { style: styles.partyLabel }, 'Client'),
          ...buyerLines(buyer).map((line, index) => h(Text, { key: index, style: index === 0 ? styles.bold : undefined }, line)),
        ),
      ),
      h(
        View,
        { style: styles.tableHead },
        h(Text, { style: styles.colDescription }, 'Désignation'),
        h(Text, { style: styles.colAmount }, 'Montant HT'),
        h(Text, { style: styles.colAmount }, 'TVA'),
        h(Text, { style: styles.colAmount }, 'Montant TTC'),
      ),
      h(
        View,
        { style: styles.tableRow },
        h(View, { style: styles.colDescription }, h(Text, {}, model.line.description), h(Text, { style: { color: GREY } }, `Période du ${dateFr(model.line.periodStart)} au ${dateFr(model.line.periodEnd)}`)),
        h(Text, { style: styles.colAmount }, eur(model.amountHtCents)),
        h(Text, { style: styles.colAmount }, eur(model.vatCents)),
        h(Text, { style: styles.colAmount }, eur(model.amountTtcCents)),
      ),
      h(
        View,
        { style: styles.totals },
        totalRow('Total HT', eur(model.amountHtCents)),
        totalRow(`TVA ${rate(model.vatRateBasisPoints)}`, eur(model.vatCents)),
        totalRow('Total TTC', eur(model.amountTtcCents), styles.grandTotal),
      ),
      h(
        View,
        { style: styles.payment },
        h(
          Text,
          {},
          model.kind === 'credit_note'
            ? `Remboursé le ${dateFr(model.paidAt)} sur le moyen de paiement d'origine : ${model.paymentMethod}.`
            : `Payée le ${dateFr(model.paidAt)} par ${model.paymentMethod}. Aucun escompte pour paiement anticipé.`,
        ),
        model.kind === 'invoice'
          ? h(Text, {}, "En cas de retard de paiement d'un professionnel : pénalités au taux d'intérêt légal majoré et indemnité forfaitaire de 40 € pour frais de recouvrement.")
          : null,
      ),
      h(Text, { style: styles.footer, fixed: true }, `${seller.legal_name} – ${seller.address} – SIREN ${seller.siren} – ${seller.rcs} – TVA ${seller.vat_number}`),
    ),
  );
}

export async function renderInvoicePdf(model: InvoiceModel): Promise<Buffer> {
  registerInvoiceFonts();
  return renderToBuffer(invoiceDocument(model) as Parameters<typeof renderToBuffer>[0]);
}
