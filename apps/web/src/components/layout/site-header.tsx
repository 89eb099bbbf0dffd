import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { brand } from '@/config/brand';
import { getT } from '@/i18n/get-t';
import { AppLink } from '@/components/ui/app-link';

/** Minimal header: the brand, linking home. The full header (menus, counters) comes later. */
export function SiteHeader() {
  const t = getT('header');
  return (
    <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ py: 2 }}>
        <AppLink
          href="/"
          aria-label={t('homeLink')}
          underline="none"
          sx={{ fontSize: '1.25rem', fontWeight: 700, color: 'primary.main' }}
        >
          {brand.name}
        </AppLink>
      </Container>
    </Box>
  );
}
