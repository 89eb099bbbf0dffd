'use client';

import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Offer } from '@registre/domain';
import { useSearchParams } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { billingApi, dateFr, eurosFromCents } from '@/lib/billing/billing-api';
import { billingT } from '@/lib/billing/billing-i18n';
import { orderText } from '@/lib/orders/orders-i18n';

const loadPaymentForm = () => import('./payment-form');
/**
 * The form (its fields, react-hook-form and its zod checks) is not part of the page's first load:
 * its code is asked for as the page mounts, alongside the offer it waits for anyway.
 */
const PaymentForm = lazy(() => loadPaymentForm().then((module) => ({ default: module.PaymentForm })));

type PreOrder = Awaited<ReturnType<typeof billingApi.preOrder>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /paiement-securise and /payment: what is being bought (the pre-ordered document and the access), then the form. */
export function PaymentPage() {
  const api = useApiClient();
  const params = useSearchParams();
  const raw = params.get('pre_order');
  const preOrderId = raw && UUID.test(raw) ? raw : null;
  const [offer, setOffer] = useState<Offer | null>(null);
  const [preOrder, setPreOrder] = useState<PreOrder | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    void loadPaymentForm().catch(() => undefined);
    billingApi.offer(api).then(setOffer, () => setFailed(true));
    if (preOrderId) billingApi.preOrder(api, preOrderId).then(setPreOrder, () => setPreOrder(null));
  }, [api, preOrderId]);

  if (failed) return <Alert severity="error">{billingT('payment.refused')}</Alert>;
  if (!offer) return <CircularProgress aria-label={billingT('payment.recapLoading')} />;
  const plan = offer.plan;
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 3, bgcolor: 'grey.50' }} aria-label={billingT('payment.recapTitle')}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
          {billingT('payment.recapTitle')}
        </Typography>
        {preOrder ? (
          <>
            <Typography>{billingT('payment.recapDocument', { document: orderText(`documents:kinds.${preOrder.document_type}`) })}</Typography>
            <Typography>{billingT('payment.recapCompany', { company: preOrder.company_name ?? '', siren: preOrder.siren })}</Typography>
          </>
        ) : null}
        <Typography sx={{ mt: 1, fontWeight: 'bold' }}>
          {billingT('payment.recapAccess', {
            trialPrice: eurosFromCents(plan.trial_price_cents),
            days: plan.trial_days,
            renewalPrice: eurosFromCents(plan.renewal_price_cents),
            period: billingT(`periods.${plan.renewal_period}`),
            renewalDate: dateFr(new Date(Date.now() + plan.trial_days * 86_400_000).toISOString()),
          })}
        </Typography>
      </Paper>
      <Suspense fallback={<CircularProgress aria-label={billingT('payment.formLoading')} data-testid="payment-form-loading" />}>
        <PaymentForm offer={offer} preOrderId={preOrderId} />
      </Suspense>
    </>
  );
}
