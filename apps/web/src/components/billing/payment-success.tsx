'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { billingApi } from '@/lib/billing/billing-api';
import { billingT } from '@/lib/billing/billing-i18n';
import { pushPurchaseEvent } from '@/lib/billing/purchase-event';
import { OnboardingAccountLink } from './onboarding-account-link';
import { OnboardingQuestions } from './onboarding-questions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** SPECIFICATION §4/§9: a tracked order is polled every 1000 ms. */
const POLL_MS = 1000;

type DocumentState = 'none' | 'pending' | 'ready' | 'failed';

/**
 * /successful-payment(-kbis)?pre_order=<id>: the confirmation; the pre-ordered document is polled
 * and, once its order is completed, downloaded automatically (`/pre-orders/{id}/download`). The
 * optional onboarding questions follow; the account link sends them (SPECIFICATION §2).
 */
export function PaymentSuccess() {
  const api = useApiClient();
  const params = useSearchParams();
  const raw = params.get('pre_order');
  const preOrderId = raw && UUID.test(raw) ? raw : null;
  const [state, setState] = useState<DocumentState>(preOrderId ? 'pending' : 'none');
  const pushed = useRef(false);

  useEffect(() => {
    if (pushed.current) return;
    pushed.current = true;
    billingApi
      .subscription(api)
      .then((sub) => {
        if (sub) pushPurchaseEvent(sub.id, [{ item_id: 'discovery-access', item_name: 'Accès découverte', price: sub.plan.trial_price_cents / 100 }]);
      })
      .catch(() => undefined);
  }, [api]);

  useEffect(() => {
    if (!preOrderId) return;
    let stopped = false;
    const poll = async () => {
      try {
        const preOrder = await billingApi.preOrder(api, preOrderId);
        const orderState = preOrder.order?.state;
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
        // Not there yet (or the orders module answers later): keep polling.
      }
      if (!stopped) setTimeout(poll, POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
    };
  }, [api, preOrderId]);

  return (
    <Stack spacing={2}>
      <Typography>{billingT('success.text')}</Typography>
      {state === 'pending' ? <Alert severity="info">{billingT('success.documentPending')}</Alert> : null}
      {state === 'ready' ? (
        <Alert severity="success" action={<Button href={api.url(`/pre-orders/${preOrderId}/download`)}>{billingT('success.download')}</Button>}>
          {billingT('success.documentReady')}
        </Alert>
      ) : null}
      {state === 'failed' ? <Alert severity="error">{billingT('success.documentFailed')}</Alert> : null}
      <OnboardingQuestions />
      <OnboardingAccountLink label={billingT('success.account')} />
    </Stack>
  );
}
