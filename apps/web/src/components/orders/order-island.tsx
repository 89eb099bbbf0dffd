'use client';

import Button from '@mui/material/Button';
import { useEffect, useState, type ComponentProps } from 'react';
import { ApiClientProvider } from '@/lib/api-client/api-client-context';
import { ordersT } from '@/lib/orders/orders-i18n';
import { runtimeConfig } from '@/lib/runtime-config/runtime-api';
import { OrderButton } from './order-button';

/**
 * An order button on a static page (company page, product pages): the API's address is asked
 * from the site's server at run time, then the button gets its API client. Until then a disabled button.
 */
export function OrderIsland(props: ComponentProps<typeof OrderButton>) {
  const [apiBaseUrl, setApiBaseUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    runtimeConfig()
      .then((config) => live && setApiBaseUrl(config.apiBaseUrl))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (apiBaseUrl === null) {
    return (
      <Button variant="contained" size="small" disabled>
        {ordersT('order-button')}
      </Button>
    );
  }
  return (
    <ApiClientProvider baseUrl={apiBaseUrl}>
      <OrderButton {...props} />
    </ApiClientProvider>
  );
}
