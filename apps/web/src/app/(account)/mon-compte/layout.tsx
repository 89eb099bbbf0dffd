import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AccountNavigation } from '@/components/account/account-navigation';
import { getT } from '@/i18n/get-t';

/** The customer's home: every section of /mon-compte under one title and one navigation. */
export default function AccountHubLayout({ children }: { children: ReactNode }) {
  const t = getT('account');
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      <AccountNavigation />
      {children}
    </Container>
  );
}
