import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { AccountProviders } from '@/components/account/account-providers';
import { OrderTracker } from '@/components/orders/order-tracker';
import { getT } from '@/i18n/get-t';
import { apiPublicUrl } from '@/lib/api-client/api-public-url';
import { NOINDEX_ROBOTS } from '@/lib/seo/seo-rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function generateMetadata(): Metadata {
  return { title: getT('orders')('seo.title'), robots: NOINDEX_ROBOTS };
}

/** `/commandes/{id}` (not indexed): one order, its state while it is prepared, its file. */
export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  const { id } = await params;
  if (!UUID.test(id)) notFound();
  const t = getT('orders');
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('tracker.title', { id: id.slice(0, 8) })}
      </Typography>
      <AccountProviders apiBaseUrl={apiPublicUrl()}>
        <OrderTracker orderId={id} autoDownload />
      </AccountProviders>
    </Container>
  );
}
