import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getT } from '@/i18n/get-t';

/** Minimal footer: the independence statement (DESIGN §5). The full footer comes later. */
export function SiteFooter() {
  const t = getT('footer');
  return (
    <Box component="footer" sx={{ mt: 'auto', bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Typography variant="body2" color="text.secondary">
          {t('independence')}
        </Typography>
      </Container>
    </Box>
  );
}
