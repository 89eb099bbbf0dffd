'use client';

import type { CurrentUser } from '@registre/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import { useApiClient } from '../api-client/api-client-context';
import { isApiClientError } from '../api-client/api-client-error';
import { setAnalyticsUserId } from './analytics-user-id';
import { logout as logoutRequest } from './auth-api';
import { ACCOUNT_PATHS } from './auth-routes';
import { CURRENT_USER_QUERY_KEY, currentUserQuery } from './current-user-query';
import { announceSessionChange } from './signed-in-probe';

export interface UseAuthOptions {
  /** `guest`: signed-in visitors are sent to `redirectIfAuthenticated`; `auth`: guests are sent home. */
  middleware?: 'guest' | 'auth';
  redirectIfAuthenticated?: string;
  /** Where a user whose e-mail is verified is sent (the /verify-email page). */
  redirectIfVerified?: string;
}

export interface AuthState {
  user: CurrentUser | null | undefined;
  /** True until the profile call has answered (or given up). */
  isLoading: boolean;
  /** Refetches the profile (after login, registration, verification). */
  refreshUser(): Promise<CurrentUser | null | undefined>;
  /** Ends the session server-side (unless the profile call failed), then reloads the home page. */
  logout(): Promise<void>;
}

/**
 * The session as the pages see it (SPECIFICATION §4, §6): the profile query (retried except on
 * 401, a 409 meaning "no user"), the analytics user id, and the page rules: a signed-in visitor
 * leaves a guest-only page, a verified one leaves /verify-email, and on an auth-only page a 401
 * sends the visitor home while any other failure (or no usable account) logs out.
 */
export function useAuth({ middleware, redirectIfAuthenticated, redirectIfVerified }: UseAuthOptions = {}): AuthState {
  const api = useApiClient();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data: user, error, isPending } = useQuery(currentUserQuery(api));

  useEffect(() => {
    if (user) setAnalyticsUserId(user.id);
  }, [user]);

  const logout = useCallback(async () => {
    if (!error) await logoutRequest(api).catch(() => undefined);
    queryClient.removeQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    window.location.assign(ACCOUNT_PATHS.home);
  }, [api, error, queryClient]);

  const refreshUser = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
    announceSessionChange();
    return queryClient.getQueryData<CurrentUser | null>(CURRENT_USER_QUERY_KEY);
  }, [queryClient]);

  useEffect(() => {
    if (middleware === 'guest' && redirectIfAuthenticated && user) {
      router.replace(redirectIfAuthenticated);
    } else if (redirectIfVerified && user?.email_verified_at) {
      router.replace(redirectIfVerified);
    } else if (middleware === 'auth' && isApiClientError(error, 401)) {
      router.replace(ACCOUNT_PATHS.home);
    } else if (middleware === 'auth' && !isPending && (error || user === null)) {
      void logout();
    }
  }, [middleware, redirectIfAuthenticated, redirectIfVerified, user, error, isPending, router, logout]);

  return { user, isLoading: isPending, refreshUser, logout };
}
