import type { CurrentUser } from '@registre/domain';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-client/api-client';
import { ApiClientError, isApiClientError } from '../api-client/api-client-error';
import { fetchCurrentUser } from './auth-api';
import { hasSessionHint } from './session-hint';

export const CURRENT_USER_QUERY_KEY = ['current-user'] as const;
/** Default retry count of the site's requests (SPECIFICATION §9). */
export const PROFILE_RETRY_COUNT = 4;

/** The profile call is retried up to 4 times, except on 401: a guest is an answer, not a failure. */
export function retryProfileCall(failureCount: number, error: unknown): boolean {
  return !isApiClientError(error, 401) && failureCount < PROFILE_RETRY_COUNT;
}

/**
 * The profile: `GET /api/me`, except when the browser holds no session at all (session-hint.ts):
 * then the answer could only be 401, so the query fails with that 401 at once, without a request
 * (and without a 401 in the console).
 */
export function currentUserQuery(api: ApiClient, sessionHint: () => boolean = hasSessionHint): UseQueryOptions<CurrentUser | null, Error, CurrentUser | null, typeof CURRENT_USER_QUERY_KEY> {
  return {
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: ({ signal }) => (sessionHint() ? fetchCurrentUser(api, signal) : Promise.reject(new ApiClientError(401, null))),
    retry: retryProfileCall,
    staleTime: 30_000,
  };
}
