import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api-client/api-client';
import { ApiClientError } from '../api-client/api-client-error';
import { currentUserQuery, PROFILE_RETRY_COUNT, retryProfileCall } from './current-user-query';

describe('retryProfileCall', () => {
  it('never retries a 401', () => {
    expect(retryProfileCall(0, new ApiClientError(401, { message: 'errors:auth.unauthenticated' }))).toBe(false);
  });

  it('retries other failures up to 4 times', () => {
    const failures = [new ApiClientError(500, null), new ApiClientError(null, null), new TypeError('bad body')];
    for (const error of failures) {
      const decisions = Array.from({ length: PROFILE_RETRY_COUNT + 2 }, (_, count) => retryProfileCall(count, error));
      expect(decisions).toEqual([true, true, true, true, false, false]);
    }
  });
});

describe('currentUserQuery', () => {
  const user = { id: '7', email: 'a@b.fr', email_verified_at: null, first_name: 'Ada', last_name: 'Lovelace', onboarding: {} };
  function recordingApi(): { api: ApiClient; paths: string[] } {
    const paths: string[] = [];
    const api = {
      get: async (path: string) => {
        paths.push(path);
        return user;
      },
    } as unknown as ApiClient;
    return { api, paths };
  }

  it('answers a guest without a request when the browser holds no session', async () => {
    const { api, paths } = recordingApi();
    const client = new QueryClient();
    const failure = await client.fetchQuery({ ...currentUserQuery(api, () => false), retry: false }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiClientError);
    expect((failure as ApiClientError).status).toBe(401);
    expect(paths).toEqual([]);
  });

  it('asks the API when a session cookie is there', async () => {
    const { api, paths } = recordingApi();
    const client = new QueryClient();
    await expect(client.fetchQuery({ ...currentUserQuery(api, () => true), retry: false })).resolves.toMatchObject({ id: '7' });
    expect(paths).toEqual(['/api/me']);
  });
});
