import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { AppLink } from '@/components/ui/app-link';
import { getT } from '@/i18n/get-t';
import { DIRECTOR_RESULTS_PATH } from '@/lib/search/search-paths';

/** Said when other persons bear the same last name and first names, with a search for all of them. */
export function HomonymWarning({ count, name }: { count: number; name: string }) {
  const t = getT('director');
  return (
    <Alert severity="warning" sx={{ mb: 3 }} data-testid="homonym-warning">
      <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
        {t('homonyms.title')}
      </AlertTitle>
      {t('homonyms.text', { count })}{' '}
      <AppLink href={`${DIRECTOR_RESULTS_PATH}?${new URLSearchParams({ name }).toString()}`}>{t('homonyms.searchLink')}</AppLink>
    </Alert>
  );
}
