import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { InvoiceView, SubscriptionView } from '@registre/domain';
import { AppLink } from '@/components/ui/app-link';
import type { billingApi } from '@/lib/billing/billing-api';
import { dateFr, eurosFromCents } from '@/lib/billing/billing-api';
import { billingT } from '@/lib/billing/billing-i18n';
import { orderText } from '@/lib/orders/orders-i18n';

type PreOrder = Awaited<ReturnType<typeof billingApi.preOrder>>;

/** The success page's recap: what was bought and paid, the next charge and its date, the invoice, the order. */
export function PaymentRecap({ subscription, invoice, preOrder, invoiceUrl }: { subscription: SubscriptionView | null; invoice: InvoiceView | null; preOrder: PreOrder | null; invoiceUrl: string | null }) {
  if (!subscription && !invoice && !preOrder) return null;
  const rows: Array<[string, React.ReactNode]> = [];
  if (invoice) rows.push([billingT('success.recap.paid'), billingT('success.recap.paidValue', { description: invoice.description, amount: eurosFromCents(invoice.amount_ttc_cents) })]);
  if (subscription?.next_charge) {
    rows.push([billingT('success.recap.nextCharge'), billingT('success.recap.nextChargeValue', { amount: eurosFromCents(subscription.next_charge.amount_cents), date: dateFr(subscription.next_charge.date) })]);
  }
  if (subscription) rows.push([billingT('success.recap.contract'), subscription.contract_reference]);
  if (invoice) {
    rows.push([
      billingT('success.recap.invoice'),
      <>
        {invoice.number}
        {invoiceUrl ? (
          <>
            {' · '}
            <AppLink href={invoiceUrl}>{billingT('success.recap.downloadInvoice')}</AppLink>
          </>
        ) : null}
      </>,
    ]);
  }
  if (preOrder) {
    rows.push([billingT('success.recap.document'), `${orderText(`documents:kinds.${preOrder.document_type}`)}${preOrder.company_name ? ` – ${preOrder.company_name}` : ''}`]);
    if (preOrder.order) rows.push([billingT('success.recap.order'), <AppLink key="order" href={`/commandes/${preOrder.order.id}`}>{billingT('success.recap.orderValue', { number: preOrder.order.id.slice(0, 8) })}</AppLink>]);
  }
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, bgcolor: 'grey.50' }} aria-labelledby="payment-recap-title">
      <Typography id="payment-recap-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        {billingT('success.recap.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xxxs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, '& dd': { m: 0, mb: { xxxs: 1, sm: 0 } }, '& dt': { fontWeight: 600 } }}>
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
