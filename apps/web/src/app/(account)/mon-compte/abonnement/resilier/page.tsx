import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { CancelSummary } from '@/components/billing/cancel-summary';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('billing')('seo.cancel') };
}

/** /mon-compte/abonnement/resilier (auth-only: the second and third clicks of the cancellation). */
export default function Page() {
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {getT('billing')('cancel.title')}
      </Typography>
      <CancelSummary />
    </Container>
  );
}
