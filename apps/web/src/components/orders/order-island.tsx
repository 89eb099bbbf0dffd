'use client';

import Button from '@mui/material/Button';
import type { ComponentProps } from 'react';
import { ordersT } from '@/lib/orders/orders-i18n';
import { OrderButton } from './order-button';
import { OrderForm } from './order-form';
import { RuntimeApiIsland } from './runtime-api-island';

/** The disabled button shown until an island has its API client. */
export function OrderButtonPlaceholder({ label }: { label?: string }) {
  return (
    <Button variant="contained" size="small" disabled>
      {label ?? ordersT('order-button')}
    </Button>
  );
}

/** An order button on a static page (company page, product pages, per-company lists). */
export function OrderIsland(props: ComponentProps<typeof OrderButton>) {
  return (
    <RuntimeApiIsland fallback={<OrderButtonPlaceholder label={props.label} />}>
      <OrderButton {...props} />
    </RuntimeApiIsland>
  );
}

/** A document's order form (a choice to make first) on a static page. */
export function OrderFormIsland(props: ComponentProps<typeof OrderForm>) {
  return (
    <RuntimeApiIsland fallback={<OrderButtonPlaceholder label={ordersT('form.open')} />}>
      <OrderForm {...props} />
    </RuntimeApiIsland>
  );
}
