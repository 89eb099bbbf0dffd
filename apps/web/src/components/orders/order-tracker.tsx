'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCompanyId } from '@registre/domain';
import { useRef, useState } from 'react';
import { useNotify } from '@/components/notifications/notification-context';
import { AppLink } from '@/components/ui/app-link';
import { DefinitionList } from '@/components/ui/definition-list';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { orderText, ordersT } from '@/lib/orders/orders-i18n';
import { ACCOUNT_PATHS, REDIRECT_PARAM } from '@/lib/auth/auth-routes';
import { unfulfillableMessageKey } from '@/lib/orders/unfulfillable-message';
import { startDownload, useOrderTracking, type OrderGone } from '@/lib/orders/use-order-tracking';
import { ORDER_TOAST_ANCHOR } from './order-button';

/**
 * One order (`/commandes/{id}`, `/documents/loading/{documentId}`): its state polled every second
 * while pending, the file downloaded automatically once ready (when `autoDownload`), re-download links.
 */
export function OrderTracker({ orderId, autoDownload }: { orderId: string; autoDownload: boolean }) {
  const api = useApiClient();
  const notify = useNotify();
  const initialState = useRef<string | null>(null);
  const [gone, setGone] = useState<OrderGone | null>(null);
  const order = useOrderTracking(orderId, {
    onGone: setGone,
    onCompleted: (done) => {
      // Only an order seen pending on this page starts a download by itself.
      if (autoDownload && initialState.current === 'pending' && done.download_url) startDownload(api.url(done.download_url));
    },
    onUnfulfillable: (failed) => notify({ content: orderText(unfulfillableMessageKey(failed)), severity: 'error', anchor: ORDER_TOAST_ANCHOR }),
  });
  if (order !== null && initialState.current === null) initialState.current = order.state;

  if (gone !== null) return <OrderUnavailable orderId={orderId} gone={gone} />;
  if (order === null) return <CircularProgress aria-label={ordersT('tracker.waiting')} />;
  return (
    <Stack spacing={2}>
      <DefinitionList
        rows={[
          { key: 'document', term: ordersT('tracker.document'), value: ordersT(`documents:kinds.${order.document_type}`, { defaultValue: order.document_type }) },
          { key: 'company', term: ordersT('tracker.company'), value: order.siren ? <AppLink href={`/entreprises/${order.siren}`}>{formatCompanyId(order.siren)}</AppLink> : '—' },
          { key: 'state', term: ordersT('tracker.state'), value: <strong data-testid="order-state">{ordersT(`states.${order.state}`)}</strong> },
          { key: 'created', term: ordersT('tracker.created'), value: new Date(order.created_at).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' }) },
          ...(order.file_name ? [{ key: 'file', term: ordersT('tracker.file'), value: order.file_name }] : []),
          ...(order.verification_code
            ? [{ key: 'verification', term: ordersT('tracker.verification'), value: <AppLink href={`/verification/${order.verification_code}`}>{order.verification_code}</AppLink> }]
            : []),
        ]}
      />
      {order.state === 'pending' ? (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden="true" />
          <Typography>{ordersT('tracker.waiting')}</Typography>
        </Stack>
      ) : null}
      {order.state === 'unfulfillable' ? (
        <Alert severity="error" data-testid="order-unfulfillable">
          {orderText(unfulfillableMessageKey(order))}
        </Alert>
      ) : null}
      {order.download_url ? (
        <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" href={api.url(order.download_url)}>
            {/* Beside other formats, the main file says it is the PDF (the main format of every kind that has others). */}
            {order.other_downloads.length > 0 ? ordersT('tracker.download-pdf') : ordersT('tracker.download')}
          </Button>
          {order.word_download_url ? (
            <Button variant="outlined" href={api.url(order.word_download_url)}>
              {ordersT('tracker.download-word')}
            </Button>
          ) : null}
          {order.other_downloads.map((other) => (
            <Button key={other.format} variant="outlined" href={api.url(other.url)}>
              {ordersT(`tracker.download-${other.format}`)}
            </Button>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A signed-out visitor is asked to sign in (and comes back here); anyone else is told the order is not found. */
function OrderUnavailable({ orderId, gone }: { orderId: string; gone: OrderGone }) {
  if (gone === 401) {
    const back = `/commandes/${orderId}`;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="order-sign-in">
        <Typography>{ordersT('tracker.sign-in')}</Typography>
        <Button variant="contained" href={`${ACCOUNT_PATHS.login}?${REDIRECT_PARAM}=${encodeURIComponent(back)}`}>
          {ordersT('tracker.sign-in-button')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="order-not-found">
      <Typography>{ordersT('tracker.not-found')}</Typography>
      <AppLink href="/mon-compte/commandes">{ordersT('tracker.my-orders')}</AppLink>
    </Stack>
  );
}
