'use client';

import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '@registre/domain';
import { useState } from 'react';
import { FormMessageAlert } from '@/components/auth/form-message-alert';
import { ResendVerificationButton } from '@/components/auth/resend-verification-button';
import { accountT } from '@/lib/auth/account-i18n';
import type { FormMessage } from '@/lib/auth/use-api-form';

/** Whether the e-mail address is verified; while it is not, a way to get a new link. */
export function EmailVerificationNotice({ user }: { user: CurrentUser }) {
  const [message, setMessage] = useState<FormMessage | null>(null);
  if (user.email_verified_at) {
    return (
      <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
        {accountT('verification.done')}
      </Typography>
    );
  }
  return (
    <>
      <Alert
        severity="warning"
        // On a phone the button goes under the text, which keeps its width (an address wraps, never clips).
        sx={{ flexWrap: { xxxs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-message': { flex: '1 1 14rem', overflowWrap: 'anywhere' }, '& .MuiAlert-action': { pl: { xxxs: 0, sm: 2 }, ml: { xxxs: 4, sm: 'auto' } } }}
        action={<ResendVerificationButton color="inherit" size="small" label={accountT('verification.resend')} onMessage={setMessage} />}
      >
        {accountT('verification.pending', { email: user.email })}
      </Alert>
      <FormMessageAlert message={message} />
    </>
  );
}
