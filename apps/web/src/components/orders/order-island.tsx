'use client';

import type { ComponentProps } from 'react';
import { ordersT } from '@/lib/orders/orders-i18n';
import { OrderButton } from './order-button';
import { OrderButtonPlaceholder } from './order-button-placeholder';
import { OrderForm } from './order-form';
import { RuntimeApiIsland } from './runtime-api-island';

/** An order button on a static page (company page, product pages, per-company lists). */
export function OrderIsland(props: ComponentProps<typeof OrderButton>) {
  return (
    <RuntimeApiIsland fallback={<OrderButtonPlaceholder label={props.label ?? ordersT('order-button')} />}>
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
