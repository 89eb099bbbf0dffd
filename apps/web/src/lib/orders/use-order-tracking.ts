'use client';

import { useEffect, useRef, useState } from 'react';
import type { Order } from '@registre/domain';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { isApiClientError } from '@/lib/api-client/api-client-error';

/** Why an order cannot be shown: the visitor is signed out (401), or it is not theirs or does not exist (404). */
export type OrderGone = 401 | 404;

/** SPECIFICATION §4: a tracked order is polled every 1000 ms. */
export const ORDER_POLL_MS = 1000;

/**
 * Tracks one order: polls `GET /api/orders/{id}` every second until it leaves `pending`; on
 * `completed` calls `onCompleted` once (the download starts) and stops; on `unfulfillable` calls
 * `onUnfulfillable` once and stops; on a 401 or a 404 calls `onGone` and stops (asking again
 * would never answer otherwise). Any other failed poll is retried at the next tick.
 */
export function useOrderTracking(
  orderId: string | null,
  handlers: { onCompleted?: (order: Order) => void; onUnfulfillable?: (order: Order) => void; onGone?: (status: OrderGone) => void } = {},
) {
  const api = useApiClient();
  const [order, setOrder] = useState<Order | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    if (orderId === null) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const body = (await api.get(`/api/orders/${orderId}`)) as { data: Order } | null;
        if (stopped || body === null) return;
        setOrder(body.data);
        if (body.data.state === 'completed') return handlersRef.current.onCompleted?.(body.data);
        if (body.data.state === 'unfulfillable') return handlersRef.current.onUnfulfillable?.(body.data);
      } catch (error) {
        const gone = isApiClientError(error, 401) ? 401 : isApiClientError(error, 404) ? 404 : null;
        if (gone !== null) {
          if (!stopped) handlersRef.current.onGone?.(gone);
          return;
        }
        // Polled again below.
      }
      if (!stopped) timer = setTimeout(() => void poll(), ORDER_POLL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    };
  }, [api, orderId]);

  return order;
}

/** Starts the browser's download of an API file (Content-Disposition: attachment keeps the page). */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
