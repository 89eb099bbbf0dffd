import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { SubscriptionPanel } from '@/components/billing/subscription-panel';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('billing')('seo.subscription') };
}

/** /mon-compte/abonnement (auth-only): a section of the account hub, under its title and navigation (layout.tsx). */
export default function Page() {
  return (
    <Box component="section">
      <Typography variant="h2" sx={{ mb: 2 }}>
        {getT('billing')('account.subscriptionTitle')}
      </Typography>
      <SubscriptionPanel />
    </Box>
  );
}
