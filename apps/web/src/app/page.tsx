import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getT } from '@/i18n/get-t';

/** Home (server component, static). The full home with search comes in a later issue. */
export default function HomePage() {
  const t = getT('home');
  return (
    <Container maxWidth="lg" sx={{ py: { xxxs: 4, md: 8 } }}>
      <Typography variant="h1" gutterBottom>
        {t('heading')}
      </Typography>
      <Typography variant="body1" sx={{ maxWidth: '70ch' }}>
        {t('intro')}
      </Typography>
    </Container>
  );
}
