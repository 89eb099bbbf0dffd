'use client';

import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { authT } from '@/lib/auth/account-i18n';
import { signInWithMagicToken } from '@/lib/auth/auth-api';
import { ACCOUNT_PATHS, MAGIC_TOKEN_PARAM } from '@/lib/auth/auth-routes';
import { CURRENT_USER_QUERY_KEY } from '@/lib/auth/current-user-query';

/** The address bar without the token, so it is neither bookmarked nor shared (SPECIFICATION §2). */
function removeTokenFromAddressBar(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(MAGIC_TOKEN_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Signs in with the `?magicToken=` of a mailed link (once: the token is single-use), removes it
 * from the address bar, then goes to `redirectTo` or home. A spent or expired token says so,
 * and `children` (the login form) are then offered instead.
 */
export function MagicTokenSignIn({ token, redirectTo, children }: { token: string; redirectTo: string | null; children: ReactNode }) {
  const api = useApiClient();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    removeTokenFromAddressBar();
    signInWithMagicToken(api, token)
      .then((user) => {
        queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
        router.replace(redirectTo ?? ACCOUNT_PATHS.home);
      })
      .catch(() => setFailed(true));
  }, [api, token, redirectTo, queryClient, router]);

  if (!failed) {
    return (
      <Alert severity="info" role="status">
        {authT('login.magicToken.signingIn')}
      </Alert>
    );
  }
  return (
    <>
      <Alert severity="error" role="alert" sx={{ mb: 2 }}>
        {authT('login.magicToken.failed')}
      </Alert>
      {children}
    </>
  );
}
