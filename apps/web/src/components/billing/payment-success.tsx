'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InvoiceView, SubscriptionView } from '@registre/domain';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { billingApi } from '@/lib/billing/billing-api';
import { billingT } from '@/lib/billing/billing-i18n';
import { pushPurchaseEvent } from '@/lib/billing/purchase-event';
import { orderText } from '@/lib/orders/orders-i18n';
import { unfulfillableMessageKey } from '@/lib/orders/unfulfillable-message';
import { OnboardingAccountLink } from './onboarding-account-link';
import { OnboardingQuestions } from './onboarding-questions';
import { PaymentRecap } from './payment-recap';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** SPECIFICATION §4/§9: a tracked order is polled every 1000 ms. */
const POLL_MS = 1000;
/** How long the page waits for the document before saying what happened instead of waiting on. */
export const DOCUMENT_WAIT_MS = 60_000;

type PreOrder = Awaited<ReturnType<typeof billingApi.preOrder>>;
type DocumentState = 'none' | 'pending' | 'ready' | 'failed' | 'late';

/**
 * /successful-payment(-kbis)?pre_order=<id>: the confirmation and its recap (what was bought, the
 * amount, the next charge, the invoice, the order); the pre-ordered document is polled and, once its
 * order is completed, downloaded automatically (`/pre-orders/{id}/download`). The wait is bounded:
 * after DOCUMENT_WAIT_MS the page says where the order is (or whom to write to) instead of spinning.
 * The optional onboarding questions follow; the account link sends them (SPECIFICATION §2).
 */
export function PaymentSuccess({ supportEmail }: { supportEmail: string }) {
  const api = useApiClient();
  const params = useSearchParams();
  const raw = params.get('pre_order');
  const preOrderId = raw && UUID.test(raw) ? raw : null;
  const [state, setState] = useState<DocumentState>(preOrderId ? 'pending' : 'none');
  const [preOrder, setPreOrder] = useState<PreOrder | null>(null);
  const [subscription, setSubscription] = useState<SubscriptionView | null>(null);
  const [invoice, setInvoice] = useState<InvoiceView | null>(null);
  const pushed = useRef(false);

  useEffect(() => {
    if (pushed.current) return;
    pushed.current = true;
    billingApi
      .subscription(api)
      .then((sub) => {
        setSubscription(sub);
        if (sub) pushPurchaseEvent(sub.id, [{ item_id: 'discovery-access', item_name: 'Accès découverte', price: sub.plan.trial_price_cents / 100 }]);
      })
      .catch(() => undefined);
    billingApi
      .invoices(api)
      .then((invoices) => setInvoice(invoices.filter((one) => one.kind === 'invoice').sort((a, b) => b.issued_at.localeCompare(a.issued_at))[0] ?? null))
      .catch(() => undefined);
  }, [api]);

  useEffect(() => {
    if (!preOrderId) return;
    let stopped = false;
    const deadline = Date.now() + DOCUMENT_WAIT_MS;
    const poll = async () => {
      try {
        const read = await billingApi.preOrder(api, preOrderId);
        if (stopped) return;
        setPreOrder(read);
        const orderState = read.order?.state;
        if (orderState === 'completed') {
          setState('ready');
          window.location.assign(api.url(`/pre-orders/${preOrderId}/download`));
          return;
        }
        if (orderState === 'unfulfillable') {
          setState('failed');
          return;
        }
      } catch {
        // Not readable yet: keep polling until the deadline.
      }
      if (stopped) return;
      if (Date.now() >= deadline) setState('late');
      else setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
    };
  }, [api, preOrderId]);

  const orderId = preOrder?.order?.id ?? null;
  return (
    <Stack spacing={2}>
      <Typography>{billingT('success.text')}</Typography>
      {state === 'pending' ? (
        <Alert severity="info" role="status">
          {billingT('success.documentPending')}
        </Alert>
      ) : null}
      {state === 'ready' ? (
        <Alert severity="success" action={<Button href={api.url(`/pre-orders/${preOrderId}/download`)}>{billingT('success.download')}</Button>}>
          {billingT('success.documentReady')}
        </Alert>
      ) : null}
      {state === 'failed' && preOrder?.order ? (
        <Alert severity="error" role="alert">
          {orderText(unfulfillableMessageKey(preOrder.order))} {billingT('success.documentFailed')}
        </Alert>
      ) : null}
      {state === 'late' ? (
        <Alert severity="warning" role="alert">
          {orderId ? (
            <>
              {billingT('success.documentLate')} <AppLink href={`/commandes/${orderId}`}>{billingT('success.seeOrder')}</AppLink>
            </>
          ) : (
            <>
              {billingT('success.orderMissing')} <AppLink href={`mailto:${supportEmail}?subject=${encodeURIComponent(billingT('success.supportSubject', { reference: subscription?.contract_reference ?? '' }))}`}>{supportEmail}</AppLink>
            </>
          )}
        </Alert>
      ) : null}
      <PaymentRecap subscription={subscription} invoice={invoice} preOrder={preOrder} invoiceUrl={invoice ? api.url(invoice.download_url) : null} />
      <OnboardingQuestions />
      <OnboardingAccountLink label={billingT('success.account')} />
    </Stack>
  );
}
