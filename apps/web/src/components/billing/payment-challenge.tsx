'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { billingApi, eurosFromCents } from '@/lib/billing/billing-api';
import { billingT } from '@/lib/billing/billing-i18n';

type Payment = Awaited<ReturnType<typeof billingApi.payment>>;

/** The sandbox's strong-authentication page (card 4000 0027 6000 3184): approve or refuse the payment. */
export function PaymentChallenge() {
  const api = useApiClient();
  const router = useRouter();
  const params = useSearchParams();
  const paymentId = params.get('payment') ?? '';
  const preOrderParam = params.get('pre_order');
  const [payment, setPayment] = useState<Payment | null>(null);
  const [refused, setRefused] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    billingApi.payment(api, paymentId).then(setPayment, () => setRefused(true));
  }, [api, paymentId]);

  const answer = async (approve: boolean) => {
    setPending(true);
    try {
      const outcome = await billingApi.challenge(api, paymentId, approve);
      router.push(outcome.redirect);
    } catch {
      setRefused(true);
      setPending(false);
    }
  };

  if (refused) {
    // Back to the form, for the same pre-order: what was typed there is still filled in (never the card).
    const preOrderId = payment?.pre_order_id ?? preOrderParam;
    return (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          {billingT('payment.refused')}
        </Alert>
        <Box>
          <Button variant="contained" href={`/paiement-securise${preOrderId ? `?pre_order=${encodeURIComponent(preOrderId)}` : ''}`}>
            {billingT('payment.retry')}
          </Button>
        </Box>
      </Stack>
    );
  }
  if (!payment) return null;
  return (
    <Stack spacing={2}>
      <Typography>{billingT('payment.challengeText', { amount: eurosFromCents(payment.amount_cents), last4: payment.card?.last4 ?? '' })}</Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" disabled={pending} onClick={() => answer(true)}>
          {billingT('payment.approve')}
        </Button>
        <Button variant="outlined" disabled={pending} onClick={() => answer(false)}>
          {billingT('payment.refuse')}
        </Button>
      </Stack>
    </Stack>
  );
}
