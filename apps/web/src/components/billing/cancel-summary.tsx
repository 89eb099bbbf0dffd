'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionView } from '@registre/domain';
import { useEffect, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useAuth } from '@/lib/auth/use-auth';
import { billingApi, dateFr } from '@/lib/billing/billing-api';
import { billingT } from '@/lib/billing/billing-i18n';

/**
 * The summary page of the three-click cancellation (D.215-3): name, e-mail, contract reference and
 * end date, then "Confirmer la résiliation" (the third click); the acknowledgement is mailed.
 */
export function CancelSummary() {
  const api = useApiClient();
  const { user } = useAuth({ middleware: 'auth' });
  const [sub, setSub] = useState<SubscriptionView | null | undefined>(undefined);
  const [done, setDone] = useState<SubscriptionView | null>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (user) billingApi.subscription(api).then(setSub, () => setSub(null));
  }, [api, user]);

  if (done) return <Alert severity="success">{billingT('cancel.done', { date: done.ends_at ? dateFr(done.ends_at) : '' })}</Alert>;
  if (sub === undefined || !user) return <CircularProgress />;
  const cancellable = sub && ['incomplete', 'trialing', 'active', 'past_due'].includes(sub.status) && !sub.cancel_at_period_end;
  if (!sub || !cancellable) return <Typography>{billingT('cancel.nothing')}</Typography>;
  const end = sub.status === 'trialing' || sub.status === 'active' ? sub.current_period_end : new Date().toISOString();

  const confirm = async () => {
    setPending(true);
    try {
      setDone(await billingApi.cancel(api));
    } catch {
      setFailed(true);
      setPending(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={1}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {billingT('cancel.summary')}
        </Typography>
        <Typography>{billingT('cancel.name', { name: `${user.first_name} ${user.last_name}`.trim() })}</Typography>
        <Typography>{billingT('cancel.email', { email: user.email })}</Typography>
        <Typography>{billingT('cancel.reference', { reference: sub.contract_reference })}</Typography>
        <Typography>{billingT('cancel.endDate', { date: end ? dateFr(end) : '' })}</Typography>
        {failed ? <Alert severity="error">{billingT('payment.refused')}</Alert> : null}
        <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 2 }}>
          <Button variant="contained" color="error" disabled={pending} onClick={confirm}>
            {billingT('cancel.confirm')}
          </Button>
          <AppLink href="/mon-compte/abonnement">{billingT('cancel.back')}</AppLink>
        </Stack>
      </Stack>
    </Paper>
  );
}
