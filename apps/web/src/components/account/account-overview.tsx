'use client';

import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountT } from '@/lib/auth/account-i18n';
import { useAuth } from '@/lib/auth/use-auth';
import { AccountSection } from './account-section';
import { AccountSummary } from './account-summary';
import { DeleteAccountSection } from './delete-account-section';
import { EmailChangeForm } from './email-change-form';
import { EmailVerificationNotice } from './email-verification-notice';
import { NamesForm } from './names-form';
import { PasswordChangeForm } from './password-change-form';
import { PersonalDataExport } from './personal-data-export';

/**
 * /mon-compte (auth-only), the customer's home: where each section stands (orders, subscription, lists,
 * alerts), then the profile, e-mail, password, data export and account deletion.
 * A guest (401) is sent home; any other failure logs out (useAuth).
 */
export function AccountOverview() {
  const { user, logout } = useAuth({ middleware: 'auth' });

  if (!user) {
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{accountT('loading')}</Typography>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="body1" sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
          {accountT('greeting', { name: `${user.first_name} ${user.last_name}`.trim() })}
        </Typography>
        <Button variant="outlined" onClick={() => void logout()}>
          {accountT('logout')}
        </Button>
      </Stack>
      <EmailVerificationNotice user={user} />
      <AccountSummary />
      <AccountSection id="profil" title={accountT('profile.title')}>
        <NamesForm user={user} />
      </AccountSection>
      <AccountSection id="adresse-e-mail" title={accountT('email.title')}>
        <EmailChangeForm user={user} />
      </AccountSection>
      <AccountSection id="mot-de-passe" title={accountT('password.title')}>
        <PasswordChangeForm email={user.email} />
      </AccountSection>
      <AccountSection id="mes-donnees" title={accountT('export.title')}>
        <PersonalDataExport />
      </AccountSection>
      <AccountSection id="suppression" title={accountT('delete.title')}>
        <DeleteAccountSection />
      </AccountSection>
    </Stack>
  );
}
