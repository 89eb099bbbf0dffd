import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { AccountOverview } from '@/components/account/account-overview';
import { AppLink } from '@/components/ui/app-link';
import { ACCOUNT_SECTIONS } from '@/config/account-sections';
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
      <nav aria-label={t('title')}>
        <ul>
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section.href}>
              <AppLink href={section.href}>{getT(['account', 'billing'])(section.labelKey as never)}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <AccountOverview />
    </Container>
  );
}
