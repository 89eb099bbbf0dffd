'use client';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order } from '@registre/domain';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useNotify } from '@/components/notifications/notification-context';
import { AppLink } from '@/components/ui/app-link';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { orderFailure } from '@/lib/orders/order-failure';
import { funnelRedirect } from '@/lib/orders/payment-funnel-path';
import { orderText, ordersT } from '@/lib/orders/orders-i18n';
import { OrderPriceNote } from './order-price-note';
import { unfulfillableMessageKey } from '@/lib/orders/unfulfillable-message';
import { startDownload, useOrderTracking } from '@/lib/orders/use-order-tracking';
import { OrderFileLinks } from './order-file-links';

/** Order errors are red toasts at top centre (SPECIFICATION §8). */
export const ORDER_TOAST_ANCHOR = { vertical: 'top', horizontal: 'center' } as const;

interface OrderButtonProps {
  /** The kind's order path segment (`kbis`, `brands`…). */
  kind: string;
  siren: string;
  /** The body the kind takes (brand_number…), when it takes one. */
  body?: Record<string, unknown>;
  /** The document's name, for the button's accessible name. */
  documentName: string;
  /** What the order takes from an access (included, or from the quota); a visitor without one is shown the access's price instead. */
  priceNote: string;
  /** True while the body is not complete (a form's required choice is missing). */
  disabled?: boolean;
  /** Called once an order (not a pre-order) is placed. */
  onOrdered?: () => void;
  /** The button's text, when "Commander" alone would not say enough. */
  label?: string;
  /** The order route, when the kind's is not `/api/{kind}/{siren}/order` (a director report names its director). */
  orderPath?: string;
}

/**
 * Orders one document: a guest (or a user without access) is taken to the payment funnel with
 * the pre-order; a placed order is polled every second and its file downloaded once ready.
 */
export function OrderButton({ kind, siren, body, documentName, priceNote, disabled = false, onOrdered, label, orderPath }: OrderButtonProps) {
  const api = useApiClient();
  const notify = useNotify();
  const router = useRouter();
  const [orderId, setOrderId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const error = (content: string) => notify({ content, severity: 'error', anchor: ORDER_TOAST_ANCHOR });

  const order = useOrderTracking(orderId, {
    onCompleted: (done) => {
      if (done.download_url) startDownload(api.url(done.download_url));
      notify({ content: ordersT('tracker.ready'), severity: 'success', anchor: ORDER_TOAST_ANCHOR });
    },
    onUnfulfillable: (failed) => error(orderText(unfulfillableMessageKey(failed))),
  });

  const place = async () => {
    setSending(true);
    try {
      const answer = (await api.post(orderPath ?? `/api/${kind}/${siren}/order`, body ?? {})) as { data: Order | { pre_order: { id: string } }; redirect?: string };
      if (answer.redirect) return router.push(await funnelRedirect(answer.redirect));
      setOrderId((answer.data as Order).id);
      onOrdered?.();
    } catch (failure) {
      const { messageKey, values, pendingOrder } = orderFailure(failure);
      error(orderText(messageKey, values ?? {}));
      if (pendingOrder) setOrderId(pendingOrder.id);
    } finally {
      setSending(false);
    }
  };

  const busy = sending || (orderId !== null && (order === null || order.state === 'pending'));
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        size="small"
        disabled={busy || disabled}
        onClick={() => void place()}
        aria-label={`${label ?? ordersT('order-button')} : ${documentName}`}
        startIcon={busy ? <CircularProgress size={14} aria-hidden="true" /> : undefined}
      >
        {busy ? ordersT('ordering') : (label ?? ordersT('order-button'))}
      </Button>
      <OrderPriceNote includedNote={priceNote} />
      {orderId ? (
        <AppLink href={`/commandes/${orderId}`} variant="caption">
          {order?.state ? ordersT(`states.${order.state}`) : ordersT('states.pending')}
        </AppLink>
      ) : null}
      {/* A list or a letter comes in several formats: each is offered once ready (the PDF downloads by itself). */}
      {order && (order.other_downloads.length > 0 || order.word_download_url) ? (
        <Typography component="div" variant="caption">
          <OrderFileLinks order={order} documentName={documentName} compact />
        </Typography>
      ) : null}
    </Stack>
  );
}
