'use client';

import type { UpdateProfileRequest } from '@registre/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiClient } from '../api-client/api-client-context';
import { updateProfile } from './auth-api';
import { CURRENT_USER_QUERY_KEY } from './current-user-query';

/** Sends a profile change (POST /api/me, PATCH override) and keeps the profile query in step. */
export function useProfileUpdate(): (request: UpdateProfileRequest) => Promise<void> {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(
    async (request) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, await updateProfile(api, request));
    },
    [api, queryClient],
  );
}
