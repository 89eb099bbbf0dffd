'use client';

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
import { billingApi, dateFr, eurosFromCents } from '@/lib/billing/billing-api';
import { billingT } from '@/lib/billing/billing-i18n';

export const CANCEL_PAGE = '/mon-compte/abonnement/resilier';
/** Cancelling without signing in (L.215-1-1), linked from the account as well. */
export const PUBLIC_CANCEL_PAGE = '/resiliation';

/** The subscription's state in words: a cancelled one still running says until when ("Résilié — accès jusqu'au 9 mars 2026"). */
function statusLabel(sub: SubscriptionView): string {
  const running = sub.status === 'trialing' || sub.status === 'active';
  if (running && sub.cancel_at_period_end && sub.ends_at) return billingT('account.status.cancelScheduled', { date: dateFr(sub.ends_at) });
  return billingT(`account.status.${sub.status}`);
}

/** /mon-compte/abonnement: status, reference, period, quota left, next charge, card, and the cancel entry. */
export function SubscriptionPanel() {
  const api = useApiClient();
  const { user } = useAuth({ middleware: 'auth' });
  const [sub, setSub] = useState<SubscriptionView | null | undefined>(undefined);

  useEffect(() => {
    if (user) billingApi.subscription(api).then(setSub, () => setSub(null));
  }, [api, user]);

  if (sub === undefined) return <CircularProgress />;
  if (sub === null) {
    return (
      <Stack spacing={1}>
        <Typography>{billingT('account.none')}</Typography>
        <AppLink href="/nos-tarifs">{billingT('account.discover')}</AppLink>
      </Stack>
    );
  }
  const running = sub.status === 'trialing' || sub.status === 'active' || sub.status === 'past_due' || sub.status === 'incomplete';
  return (
    <Paper variant="outlined" sx={{ p: 3 }} aria-label={billingT('account.subscriptionTitle')}>
      <Stack spacing={1}>
        <Typography variant="h2" component="h3" sx={{ fontSize: '1.3rem' }} data-testid="subscription-status">
          {statusLabel(sub)}
        </Typography>
        <Typography>{billingT('account.reference', { reference: sub.contract_reference })}</Typography>
        {sub.current_period_start && sub.current_period_end ? <Typography>{billingT('account.period', { start: dateFr(sub.current_period_start), end: dateFr(sub.current_period_end) })}</Typography> : null}
        <Typography>{billingT('account.quota', { count: sub.quotas.kbis.left, limit: sub.quotas.kbis.limit })}</Typography>
        {sub.next_charge ? <Typography>{billingT('account.nextCharge', { amount: eurosFromCents(sub.next_charge.amount_cents), date: dateFr(sub.next_charge.date) })}</Typography> : null}
        {sub.ends_at ? <Typography>{billingT('account.endsAt', { date: dateFr(sub.ends_at) })}</Typography> : null}
        {sub.card ? <Typography>{billingT('account.card', { brand: sub.card.brand.toUpperCase(), last4: sub.card.last4 })}</Typography> : null}
        {running && !sub.cancel_at_period_end ? (
          <>
            <div>
              <Button variant="outlined" color="error" href={CANCEL_PAGE} sx={{ mt: 2 }}>
                {billingT('account.cancel')}
              </Button>
            </div>
            <Typography variant="body2">
              {billingT('cancel.publicLinkText')} <AppLink href={PUBLIC_CANCEL_PAGE}>{billingT('cancel.publicTitle')}</AppLink>
            </Typography>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
