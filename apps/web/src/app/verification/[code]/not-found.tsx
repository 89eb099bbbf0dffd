import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/ui/app-link';
import { brand } from '@/config/brand';
import { getT } from '@/i18n/get-t';

/** Rendered (status 404) when a verification code is not one, or no document was issued under it. */
export default function VerificationNotFound() {
  const t = getT('documents');
  const errors = getT('errors');
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h1" sx={{ fontSize: { xxxs: '1.6rem', sm: '2rem' }, mb: 3 }}>
        {t('verification.heading')}
      </Typography>
      <Alert severity="error" data-testid="verification-unknown">
        <strong>{t('verification.unknown.title')}</strong> — {t('verification.unknown.text', { brand: brand.name })}
      </Alert>
      <Typography sx={{ my: 2, maxWidth: '70ch' }}>{t('verification.invalid.text')}</Typography>
      <AppLink href="/">{errors('notFound.homeLink')}</AppLink>
    </Container>
  );
}
