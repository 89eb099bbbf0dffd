import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { InvoicesList } from '@/components/billing/invoices-list';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('billing')('seo.invoices') };
}

/** /mon-compte/factures (auth-only). */
export default function Page() {
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {getT('billing')('account.invoicesTitle')}
      </Typography>
      <InvoicesList />
    </Container>
  );
}
