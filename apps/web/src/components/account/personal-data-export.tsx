'use client';

import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AUTH_PATHS } from '@registre/domain';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { accountT } from '@/lib/auth/account-i18n';

/**
 * The RGPD export: a plain link to the API, which answers the JSON as an attachment. The
 * browser downloads it with the session cookie, so no script handles personal data here.
 */
export function PersonalDataExport() {
  const api = useApiClient();
  return (
    <>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {accountT('export.intro')}
      </Typography>
      <Button variant="outlined" component="a" href={api.url(AUTH_PATHS.personalDataExport)} download>
        {accountT('export.download')}
      </Button>
    </>
  );
}
