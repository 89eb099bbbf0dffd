import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { OrdersList } from '@/components/orders/orders-list';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('orders')('seo.list-title') };
}

/** `/mon-compte/commandes` (auth-only, not indexed): the user's orders, re-downloads and exports. */
export default function AccountOrdersPage() {
  return (
    <Box component="section">
      <Typography variant="h2" sx={{ mb: 2 }}>
        {getT('orders')('list.title')}
      </Typography>
      <OrdersList />
    </Box>
  );
}
