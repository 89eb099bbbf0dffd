import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AccountProviders } from '@/components/account/account-providers';
import { OrderTracker } from '@/components/orders/order-tracker';
import { getT } from '@/i18n/get-t';
import { apiPublicUrl } from '@/lib/api-client/api-public-url';
import { NOINDEX_ROBOTS } from '@/lib/seo/seo-rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function generateMetadata(): Metadata {
  return { title: getT('orders')('loading-page.title'), robots: NOINDEX_ROBOTS };
}

/**
 * `/documents/loading/{documentId}?order={id}`: the waiting page of a document made from a
 * template; the order is polled every second and its file downloaded once ready.
 */
export default async function DocumentLoadingPage({ searchParams }: { params: Promise<{ documentId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await connection();
  const order = (await searchParams).order;
  const t = getT('orders');
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('loading-page.title')}
      </Typography>
      {typeof order === 'string' && UUID.test(order) ? (
        <AccountProviders apiBaseUrl={apiPublicUrl()}>
          <OrderTracker orderId={order} autoDownload />
        </AccountProviders>
      ) : (
        <Typography>{t('loading-page.missing')}</Typography>
      )}
    </Container>
  );
}
