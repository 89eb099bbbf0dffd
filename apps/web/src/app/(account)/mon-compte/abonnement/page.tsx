import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { SubscriptionPanel } from '@/components/billing/subscription-panel';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('billing')('seo.subscription') };
}

/** /mon-compte/abonnement (auth-only). */
export default function Page() {
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {getT('billing')('account.subscriptionTitle')}
      </Typography>
      <SubscriptionPanel />
    </Container>
  );
}
