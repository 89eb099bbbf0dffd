import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { getT } from '@/i18n/get-t';
import { PlainInput } from '@/components/search/plain-field';
import { DIRECTOR_RESULTS_PATH } from '@/lib/search/search-paths';

/** The director search: a plain GET form (no client code), its state in the results URL. */
export function DirectorSearchForm({ name = '', birthYear = '' }: { name?: string; birthYear?: string }) {
  const t = getT('director-search');
  return (
    <Box component="form" action={DIRECTOR_RESULTS_PATH} method="get" role="search" aria-label={t('form.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end' }}>
      <Box sx={{ flex: '1 1 260px' }}>
        <PlainInput id="director-name" name="name" label={t('form.name')} defaultValue={name} required minLength={2} maxLength={200} />
      </Box>
      <Box sx={{ flex: '0 1 220px' }}>
        <PlainInput id="director-birth-year" name="birth_year" label={t('form.birthYear')} defaultValue={birthYear} inputMode="numeric" pattern="\d{4}" maxLength={4} />
      </Box>
      <Button type="submit" variant="contained" size="large">
        {t('form.submit')}
      </Button>
    </Box>
  );
}
