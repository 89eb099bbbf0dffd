import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Metadata } from 'next';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';

export function generateMetadata(): Metadata {
  const t = getT('errors');
  return { title: t('notFound.seoTitle') };
}

/** Rendered (status 404) for unknown URLs and whenever a page calls `notFound()`. */
export default function NotFound() {
  const t = getT('errors');
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 4, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Typography variant="body1" sx={{ mb: 3, maxWidth: '70ch' }}>
        {t('notFound.description')}
      </Typography>
      <AppLink href="/">{t('notFound.homeLink')}</AppLink>
    </Container>
  );
}
