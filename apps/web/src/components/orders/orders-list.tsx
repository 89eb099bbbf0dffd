'use client';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCompanyId, type Order, type PageMeta } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { DataTable } from '@/components/ui/data-table';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useAuth } from '@/lib/auth/use-auth';
import { OrderFileLinks } from './order-file-links';
import { ordersT } from '@/lib/orders/orders-i18n';

const orderedAt = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });

/**
 * `/mon-compte/commandes`: the user's orders, newest first, 20 a page, with their files and exports;
 * on a phone each order is a card. With no order yet: what to do to get one.
 */
export function OrdersList() {
  useAuth({ middleware: 'auth' });
  const api = useApiClient();
  const [page, setPage] = useState(1);
  const { data } = useQuery({
    queryKey: ['orders', page],
    queryFn: async () => (await api.get(`/api/orders?page=${page}&per_page=20`)) as { data: Order[]; meta: PageMeta },
  });
  if (!data) {
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{ordersT('list.loading')}</Typography>
      </Stack>
    );
  }
  if (data.data.length === 0 && page === 1) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography>{ordersT('list.empty')}</Typography>
        <AppLink href="/rechercher">{ordersT('list.empty-action')}</AppLink>
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" href={api.url('/api/orders-exports?format=csv')}>
          {ordersT('list.export-csv')}
        </Button>
        <Button variant="outlined" href={api.url('/api/orders-exports?format=xlsx')}>
          {ordersT('list.export-xlsx')}
        </Button>
      </Stack>
      {data.data.length === 0 ? (
        <Typography>{ordersT('list.empty-page')}</Typography>
      ) : (
        <DataTable
          caption={ordersT('list.title')}
          captionHidden
          stackedOnPhone
          columns={[ordersT('tracker.created'), ordersT('tracker.document'), ordersT('tracker.company'), ordersT('tracker.state'), ordersT('tracker.file')]}
          rows={data.data.map((order) => ({
            key: order.id,
            cells: [
              <AppLink key="see" href={`/commandes/${order.id}`}>
                {orderedAt.format(new Date(order.created_at))}
              </AppLink>,
              ordersT(`documents:kinds.${order.document_type}`, { defaultValue: order.document_type }),
              order.siren ? formatCompanyId(order.siren) : '—',
              ordersT(`states.${order.state}`),
              order.download_url ? <OrderFileLinks key="file" order={order} compact /> : '—',
            ],
          }))}
        />
      )}
      {data.meta.last_page > 1 ? (
        <Stack direction="row" spacing={2}>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {ordersT('list.previous')}
          </Button>
          <Button disabled={page >= data.meta.last_page} onClick={() => setPage(page + 1)}>
            {ordersT('list.next')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
