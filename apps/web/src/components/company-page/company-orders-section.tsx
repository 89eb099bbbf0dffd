'use client';

import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Order, PageMeta } from '@registre/domain';
import { useEffect, useState } from 'react';
import { OrderFileLinks } from '@/components/orders/order-file-links';
import { RuntimeApiIsland } from '@/components/orders/runtime-api-island';
import { AppLink } from '@/components/ui/app-link';
import { DataTable } from '@/components/ui/data-table';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { probeSignedIn } from '@/lib/auth/signed-in-probe';
import { ordersT } from '@/lib/orders/orders-i18n';

const SECTION_ID = 'vos-commandes';
/** The newest orders shown here; the account's orders page lists them all. */
const SHOWN = 20;
const orderedAt = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** The signed-in visitor's orders of this company, newest first; nothing at all for a guest or without one. */
function CompanyOrders({ siren }: { siren: string }) {
  const api = useApiClient();
  const [orders, setOrders] = useState<{ data: Order[]; meta: PageMeta } | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      if (!(await probeSignedIn())) return;
      const page = (await api.get(`/api/orders?siren=${siren}&per_page=${SHOWN}`)) as { data: Order[]; meta: PageMeta };
      if (live) setOrders(page);
    })().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, siren]);

  if (orders === null || orders.data.length === 0) return null;
  return (
    <Paper component="section" id={SECTION_ID} aria-labelledby={`${SECTION_ID}-titre`} variant="outlined" sx={{ p: { xxxs: 2, sm: 3 }, scrollMarginTop: '1rem' }}>
      <Typography id={`${SECTION_ID}-titre`} variant="h2" sx={{ mb: 2 }}>
        {ordersT('company-orders.heading')}
      </Typography>
      <DataTable
        caption={ordersT('company-orders.heading')}
        captionHidden
        stackedOnPhone
        columns={[ordersT('tracker.created'), ordersT('tracker.document'), ordersT('tracker.state'), { header: ordersT('tracker.file'), action: true }]}
        rows={orders.data.map((order) => {
          const documentName = ordersT(`documents:kinds.${order.document_type}`, { defaultValue: order.document_type });
          return {
            key: order.id,
            cells: [
              <AppLink key="see" href={`/commandes/${order.id}`}>
                {orderedAt.format(new Date(order.created_at))}
              </AppLink>,
              documentName,
              ordersT(`states.${order.state}`),
              order.download_url ? <OrderFileLinks key="file" order={order} documentName={documentName} compact /> : '—',
            ],
          };
        })}
      />
      {orders.meta.total > orders.data.length ? (
        <Typography sx={{ mt: 2 }}>
          <AppLink href="/mon-compte/commandes">{ordersT('company-orders.all', { count: orders.meta.total })}</AppLink>
        </Typography>
      ) : null}
    </Paper>
  );
}

/**
 * "Vos commandes": the company page is the same for every visitor, so the signed-in visitor's
 * orders of this company are fetched by the browser (`GET /api/orders?siren=`), never rendered by the server.
 */
export function CompanyOrdersSection({ siren }: { siren: string }) {
  return (
    <RuntimeApiIsland fallback={null}>
      <CompanyOrders siren={siren} />
    </RuntimeApiIsland>
  );
}
