'use client';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Order, PageMeta } from '@registre/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { DataTable } from '@/components/ui/data-table';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useAuth } from '@/lib/auth/use-auth';
import { ordersT } from '@/lib/orders/orders-i18n';

/** `/mon-compte/commandes`: the user's orders, newest first, 20 a page, with their files and exports. */
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
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" href={api.url('/api/orders-exports?format=csv')}>
          {ordersT('list.export-csv')}
        </Button>
        <Button variant="outlined" href={api.url('/api/orders-exports?format=xlsx')}>
          {ordersT('list.export-xlsx')}
        </Button>
      </Stack>
      {data.data.length === 0 ? (
        <Typography>{ordersT('list.empty')}</Typography>
      ) : (
        <DataTable
          caption={ordersT('list.title')}
          columns={[ordersT('tracker.created'), ordersT('tracker.document'), ordersT('tracker.company'), ordersT('tracker.state'), ordersT('tracker.file')]}
          rows={data.data.map((order) => ({
            key: order.id,
            cells: [
              <AppLink key="see" href={`/commandes/${order.id}`}>
                {new Date(order.created_at).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })}
              </AppLink>,
              ordersT(`documents:kinds.${order.document_type}`, { defaultValue: order.document_type }),
              order.siren ?? '—',
              ordersT(`states.${order.state}`),
              order.download_url ? (
                <a key="file" href={api.url(order.download_url)}>
                  {ordersT('tracker.download')}
                </a>
              ) : (
                '—'
              ),
            ],
          }))}
        />
      )}
      <Stack direction="row" spacing={2}>
        <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {ordersT('list.previous')}
        </Button>
        <Button disabled={page >= data.meta.last_page} onClick={() => setPage(page + 1)}>
          {ordersT('list.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
