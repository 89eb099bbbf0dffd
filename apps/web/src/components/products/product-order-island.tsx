'use client';

import type { ComponentProps } from 'react';
import { RuntimeApiIsland } from '@/components/orders/runtime-api-island';
import { CompanySearchBox } from '@/components/search/company-search-box';
import { ProductOrderPanel } from './product-order-panel';

/** The product page's order panel once the API's address is known; the plain search box until then. */
export function ProductOrderIsland(props: ComponentProps<typeof ProductOrderPanel>) {
  return (
    <RuntimeApiIsland fallback={<CompanySearchBox action={props.action} labels={props.searchLabels} />}>
      <ProductOrderPanel {...props} />
    </RuntimeApiIsland>
  );
}
