'use client';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { lazy, Suspense, useState } from 'react';
import { ordersT } from '@/lib/orders/orders-i18n';
import type { OrderFormProps } from './order-form-props';

export type { OrderFormProps } from './order-form-props';

const loadDialog = () => import('./order-form-dialog');
/** The dialog (fields, steps, order button): its code is loaded when the button is first hovered, focused or used. */
const OrderFormDialog = lazy(() => loadDialog().then((module) => ({ default: module.OrderFormDialog })));

/**
 * The order of a document that needs a choice (which act, which announcement, which letter…): a
 * button opens the form's dialog (order-form-dialog.tsx). Once opened, the dialog stays mounted
 * when closed, so that an order placed from it is still followed and its file downloaded.
 */
export function OrderForm(props: OrderFormProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const preload = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <Button
        variant="contained"
        size="small"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-label={`${ordersT('form.open')} : ${props.documentName}`}
      >
        {ordersT('form.open')}
      </Button>
      {opened ? (
        // Beside the button while the dialog's code loads (the first opening only).
        <Suspense fallback={<CircularProgress size={18} sx={{ ml: 1, verticalAlign: 'middle' }} aria-label={ordersT('form.loading')} data-testid="order-form-loading" />}>
          <OrderFormDialog {...props} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
