'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { billingApi, dateFr } from '@/lib/billing/billing-api';
import { billingT } from '@/lib/billing/billing-i18n';

/** /resiliation/confirmer?token=…: the mailed link's page; one click confirms (a link opened by a mail scanner cancels nothing). */
export function PublicCancellationConfirm() {
  const api = useApiClient();
  const token = useSearchParams().get('token') ?? '';
  const [result, setResult] = useState<{ ok: true; reference: string; date: string } | { ok: false } | null>(null);
  const [pending, setPending] = useState(false);

  if (result?.ok) return <Alert severity="success">{billingT('cancel.publicConfirmed', { reference: result.reference, date: result.date })}</Alert>;
  if (result && !result.ok) return <Alert severity="error">{billingT('cancel.publicInvalid')}</Alert>;
  const confirm = async () => {
    setPending(true);
    try {
      const done = await billingApi.confirmPublicCancellation(api, token);
      setResult({ ok: true, reference: done.contract_reference, date: done.ends_at ? dateFr(done.ends_at) : '' });
    } catch {
      setResult({ ok: false });
    }
  };
  return (
    <Button variant="contained" color="error" disabled={pending || token === ''} onClick={confirm}>
      {billingT('cancel.confirm')}
    </Button>
  );
}
