import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getT } from '@/i18n/get-t';
import { CLAIM_RESULTS_PATH } from '@/lib/company-claims/claim-paths';

/** Find the company to claim: a plain GET form to the results (works without JavaScript). */
export function ClaimSearchForm({ defaultValue = '' }: { defaultValue?: string }) {
  const t = getT('claims');
  return (
    <Stack component="form" action={CLAIM_RESULTS_PATH} method="get" role="search" direction={{ xxxs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField name="q" label={t('landing.searchLabel')} placeholder={t('landing.searchPlaceholder')} defaultValue={defaultValue} required fullWidth slotProps={{ htmlInput: { minLength: 2, maxLength: 200 } }} />
      <Button type="submit" variant="contained" size="large" sx={{ flexShrink: 0, minHeight: 56 }}>
        {t('landing.searchSubmit')}
      </Button>
    </Stack>
  );
}
