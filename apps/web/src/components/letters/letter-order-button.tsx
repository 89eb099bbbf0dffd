'use client';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { Order } from '@registre/domain';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useNotify } from '@/components/notifications/notification-context';
import { OrderPriceNote } from '@/components/orders/order-price-note';
import { ORDER_TOAST_ANCHOR } from '@/components/orders/order-button';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { isApiClientError } from '@/lib/api-client/api-client-error';
import { orderFailure } from '@/lib/orders/order-failure';
import { orderText } from '@/lib/orders/orders-i18n';
import { orderPriceNoteKey } from '@/lib/orders/orderable-kinds';
import { funnelRedirect } from '@/lib/orders/payment-funnel-path';
import { useLetterText } from './letter-texts';

interface LetterOrderButtonProps {
  templateId: string;
  /** The form's values once they pass the template's schema, or null (the form then shows what to fix). */
  checkedValues: () => Record<string, string> | null;
  /** The API's 422 for fields the server refused: `fields.<name>` → message keys. */
  onFieldErrors: (errors: Record<string, string[]>) => void;
}

/**
 * Orders the filled letter through the normal order path: a guest (or a user without access) goes
 * to the payment funnel with the pre-order, and comes back to the same form (its values are kept);
 * a placed order waits on `/documents/loading/{id}` until its PDF and DOCX are ready.
 */
export function LetterOrderButton({ templateId, checkedValues, onFieldErrors }: LetterOrderButtonProps) {
  const api = useApiClient();
  const router = useRouter();
  const notify = useNotify();
  const [sending, setSending] = useState(false);
  const lettersT = useLetterText();
  const loading = (orderId: string) => router.push(`/documents/loading/${templateId}?order=${orderId}`);

  const submit = async () => {
    const fields = checkedValues();
    if (!fields) return;
    setSending(true);
    try {
      const answer = (await api.post(`/api/document/${templateId}/order`, { fields })) as { data: Order | { pre_order: { id: string } }; redirect?: string };
      if (answer.redirect) return router.push(await funnelRedirect(answer.redirect));
      loading((answer.data as Order).id);
    } catch (failure) {
      if (isApiClientError(failure, 422) && failure.body?.errors) return onFieldErrors(failure.body.errors);
      const { messageKey, values, pendingOrder } = orderFailure(failure);
      if (pendingOrder) return loading(pendingOrder.id);
      notify({ content: orderText(messageKey, values ?? {}), severity: 'error', anchor: ORDER_TOAST_ANCHOR });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" disabled={sending} onClick={() => void submit()} startIcon={sending ? <CircularProgress size={14} aria-hidden="true" /> : undefined}>
        {sending ? lettersT('form.ordering') : lettersT('form.order')}
      </Button>
      <OrderPriceNote includedNote={orderText(orderPriceNoteKey('document'))} />
    </Stack>
  );
}
