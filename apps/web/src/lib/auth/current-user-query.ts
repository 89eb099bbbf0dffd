import type { CurrentUser } from '@registre/domain';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client/api-client';
import { isApiClientError } from '../api-client/api-client-error';
import { fetchCurrentUser } from './auth-api';

export const CURRENT_USER_QUERY_KEY = ['current-user'] as const;
/** Default retry count of the site's requests (SPECIFICATION §9). */
export const PROFILE_RETRY_COUNT = 4;

/** The profile call is retried up to 4 times, except on 401: a guest is an answer, not a failure. */
export function retryProfileCall(failureCount: number, error: unknown): boolean {
  return !isApiClientError(error, 401) && failureCount < PROFILE_RETRY_COUNT;
}

export function currentUserQuery(api: ApiClient): UseQueryOptions<CurrentUser | null, Error, CurrentUser | null, typeof CURRENT_USER_QUERY_KEY> {
  return {
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchCurrentUser(api, signal),
    retry: retryProfileCall,
    staleTime: 30_000,
  };
}
