import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { AccountOverview } from '@/components/account/account-overview';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  return { title: getT('account')('seo.title') };
}

/** /mon-compte (auth-only). Later issues add orders, subscription and followed lists. */
export default function AccountPage() {
  const t = getT('account');
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {t('title')}
      </Typography>
      <AccountOverview />
    </Container>
  );
}
