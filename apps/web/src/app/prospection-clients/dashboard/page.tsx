import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AccountProviders } from '@/components/account/account-providers';
import { apiPublicUrl } from '@/lib/api-client/api-public-url';
import { ProspectingDashboard } from '@/components/prospecting/prospecting-dashboard';
import { getT } from '@/i18n/get-t';
import { NOINDEX_ROBOTS } from '@/lib/seo/seo-rules';

export function generateMetadata(): Metadata {
  const t = getT('prospecting');
  // A user's own page: kept out of the index.
  return { title: t('seo.dashboardTitle'), description: t('seo.dashboardDescription'), robots: NOINDEX_ROBOTS };
}

/** /prospection-clients/dashboard: the user's saved searches and export history; a guest meets the sign-in texts. */
export default async function ProspectingDashboardPage() {
  // Rendered per request: the browser's API address is the running server's configuration.
  await connection();
  const t = getT('prospecting');
  return (
    <Container maxWidth="md" sx={{ py: { xxxs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xxxs: '1.6rem', md: '2.1rem' }, mb: 1 }}>
        {t('dashboard.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xxxs: 3, md: 4 } }}>
        {t('dashboard.intro')}
      </Typography>
      <AccountProviders apiBaseUrl={apiPublicUrl()}>
        <ProspectingDashboard />
      </AccountProviders>
    </Container>
  );
}
