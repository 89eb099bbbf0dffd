'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { VerifyEmailRequest, VerifyEmailResponse } from '@registre/domain';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '@/components/ui/app-link';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { authT, translateMessageKey } from '@/lib/auth/account-i18n';
import { apiFormErrors } from '@/lib/auth/api-form-errors';
import { verifyEmail } from '@/lib/auth/auth-api';
import { ACCOUNT_PATHS, REDIRECT_PARAM, VERIFIED_REDIRECT } from '@/lib/auth/auth-routes';
import type { FormMessage } from '@/lib/auth/use-api-form';
import { useAuth } from '@/lib/auth/use-auth';
import { FormMessageAlert } from './form-message-alert';
import { ResendVerificationButton } from './resend-verification-button';

type LinkState = { step: 'verifying' } | { step: 'verified' } | { step: 'secured'; answer: VerifyEmailResponse } | { step: 'failed'; text: string };

/** Posts the mailed link's signed parameters to the API once, and says how it went. */
function useLinkVerification(verification: VerifyEmailRequest | null, onVerified: () => Promise<unknown>): LinkState | null {
  const api = useApiClient();
  const [state, setState] = useState<LinkState | null>(verification ? { step: 'verifying' } : null);
  const sent = useRef(false);
  useEffect(() => {
    if (!verification || sent.current) return;
    sent.current = true;
    verifyEmail(api, verification)
      .then(async (answer) => {
        setState(answer ? { step: 'secured', answer } : { step: 'verified' });
        await onVerified();
      })
      .catch((error: unknown) => setState({ step: 'failed', text: translateMessageKey(apiFormErrors(error, []).message ?? '') }));
  }, [api, verification, onVerified]);
  return state;
}

/**
 * /verify-email. Opened from the mailed link, it verifies the address (the page only reads the
 * link; the change is a POST). Opened by itself, it tells a signed-in user to check the mailbox
 * and offers to resend the link. A verified user is sent to the account page either way.
 */
export function VerifyEmailPanel({ verification }: { verification: VerifyEmailRequest | null }) {
  const { user, refreshUser, logout } = useAuth({ middleware: verification ? undefined : 'auth', redirectIfVerified: VERIFIED_REDIRECT });
  const linkState = useLinkVerification(verification, refreshUser);
  const [message, setMessage] = useState<FormMessage | null>(null);

  if (linkState?.step === 'verifying') return <Alert severity="info" role="status">{authT('verifyEmail.verifying')}</Alert>;
  if (linkState?.step === 'secured') return <SecuredAccount answer={linkState.answer} />;
  if (linkState?.step === 'verified') {
    return (
      <Alert severity="success" role="status">
        {authT('verifyEmail.verified')}{' '}
        {user ? (
          <AppLink href={ACCOUNT_PATHS.account}>{authT('verifyEmail.accountLink')}</AppLink>
        ) : (
          // Registering signs nobody in: the link proves the address, the password then opens the account.
          <AppLink href={`${ACCOUNT_PATHS.login}?${REDIRECT_PARAM}=${encodeURIComponent(ACCOUNT_PATHS.account)}`}>{authT('verifyEmail.loginLink')}</AppLink>
        )}
      </Alert>
    );
  }

  return (
    <>
      {linkState?.step === 'failed' ? <FormMessageAlert message={{ severity: 'error', text: linkState.text }} /> : null}
      <FormMessageAlert message={message} />
      <Stack direction={{ xxxs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <ResendVerificationButton variant="contained" label={authT('verifyEmail.resend')} onMessage={setMessage} />
        <Button variant="text" onClick={() => void logout()}>
          {authT('verifyEmail.logout')}
        </Button>
      </Stack>
    </>
  );
}

/**
 * The address was proved from another browser than the one that registered the account: the API
 * ended its sessions and erased its password. Says what was found, and sends the owner to set a password.
 */
function SecuredAccount({ answer }: { answer: VerifyEmailResponse }) {
  return (
    <Alert severity="warning" role="status" data-testid="address-proved-elsewhere">
      <p>{translateMessageKey(answer.message)}</p>
      {answer.findings.map((finding) => (
        <p key={finding}>{translateMessageKey(finding)}</p>
      ))}
      <Button variant="contained" href={answer.password_reset_path}>
        {authT('verifyEmail.setPassword')}
      </Button>
    </Alert>
  );
}
