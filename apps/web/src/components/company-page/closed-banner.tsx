import Box from '@mui/material/Box';
import { formatDateFr } from '@registre/domain';
import { getT } from '@/i18n/get-t';

/** Said at the top of a closed company's page, before anything else. */
export function ClosedBanner({ closureDate }: { closureDate: string | null }) {
  const t = getT('company');
  return (
    <Box
      component="p"
      data-testid="closed-banner"
      sx={{ m: 0, mb: 3, p: 2, borderRadius: 1, border: '1px solid', borderColor: 'error.main', bgcolor: '#fdecea', color: '#1b1f24', fontWeight: 600 }}
    >
      {closureDate ? t('page.closedBanner', { date: formatDateFr(closureDate) }) : t('page.closedBannerNoDate')}
    </Box>
  );
}
