import Container from '@mui/material/Container';
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
    <Container maxWidth="lg" sx={{ py: { xxxs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {getT('orders')('list.title')}
      </Typography>
      <OrdersList />
    </Container>
  );
}
