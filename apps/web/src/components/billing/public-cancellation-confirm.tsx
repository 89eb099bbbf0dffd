'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CancellationLinkView } from '@registre/domain';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { billingApi, dateFr } from '@/lib/billing/billing-api';
import { billingT } from '@/lib/billing/billing-i18n';

type LinkState = { kind: 'loading' } | { kind: 'invalid' } | { kind: 'ready'; link: CancellationLinkView } | { kind: 'done'; reference: string; date: string };

/**
 * /resiliation/confirmer?token=…: the mailed link's page. It first shows what the link cancels
 * (contract, access, end date), read without cancelling anything; one click then confirms (a link
 * opened by a mail scanner cancels nothing). A used link says when it was used.
 */
export function PublicCancellationConfirm() {
  const api = useApiClient();
  const token = useSearchParams().get('token') ?? '';
  const [state, setState] = useState<LinkState>({ kind: 'loading' });
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let live = true;
    const read = token === '' ? Promise.reject(new Error('no token')) : billingApi.previewPublicCancellation(api, token);
    read.then(
      (link) => live && setState({ kind: 'ready', link }),
      () => live && setState({ kind: 'invalid' }),
    );
    return () => {
      live = false;
    };
  }, [api, token]);

  if (state.kind === 'loading') return <CircularProgress aria-label={billingT('cancel.publicConfirmTitle')} />;
  if (state.kind === 'invalid') return <Alert severity="error">{billingT('cancel.publicInvalid')}</Alert>;
  if (state.kind === 'done') return <Alert severity="success">{billingT('cancel.publicConfirmed', { reference: state.reference, date: state.date })}</Alert>;
  const { link } = state;
  if (link.used_at !== null) {
    return (
      <Alert severity="info" data-testid="cancellation-link-used">
        {billingT('cancel.publicUsed', { usedAt: dateFr(link.used_at), reference: link.contract_reference, date: dateFr(link.ends_at) })}
      </Alert>
    );
  }

  const confirm = async () => {
    setPending(true);
    try {
      const done = await billingApi.confirmPublicCancellation(api, token);
      setState({ kind: 'done', reference: done.contract_reference, date: done.ends_at ? dateFr(done.ends_at) : dateFr(link.ends_at) });
    } catch {
      setState({ kind: 'invalid' });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 3 }} aria-label={billingT('cancel.summary')}>
      <Stack spacing={1}>
        <Typography variant="h2" sx={{ fontSize: '1.2rem' }}>
          {billingT('cancel.summary')}
        </Typography>
        <Typography>{billingT('cancel.publicRecapIntro')}</Typography>
        <Typography>{billingT('cancel.reference', { reference: link.contract_reference })}</Typography>
        <Typography>{billingT('cancel.access', { access: billingT(`account.status.${link.status}`) })}</Typography>
        <Typography>{billingT('cancel.endDate', { date: dateFr(link.ends_at) })}</Typography>
        <div>
          <Button variant="contained" color="error" disabled={pending} onClick={() => void confirm()} sx={{ mt: 1 }}>
            {billingT('cancel.confirm')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
