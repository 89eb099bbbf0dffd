import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api-client/api-client';
import { ApiClientError } from '../api-client/api-client-error';
import { fetchCurrentUser, forgotPassword, updateProfile } from './auth-api';

const user = {
  id: '7',
  email: 'ada@example.fr',
  email_verified_at: null,
  first_name: 'Ada',
  last_name: 'Lovelace',
  created_at: '2026-11-22T12:00:00.000Z',
  onboarding: { company_name: null, siren: null, phone: null, job: null, heard_about: null, completed_at: null },
};

/** An API client answering from a table, recording what it was asked. */
function fakeClient(answer: (method: string, path: string, body?: Record<string, unknown>) => unknown) {
  const calls: Array<{ method: string; path: string; body?: Record<string, unknown> }> = [];
  const respond = async (method: string, path: string, body?: Record<string, unknown>) => {
    calls.push({ method, path, body });
    const result = answer(method, path, body);
    if (result instanceof Error) throw result;
    return result;
  };
  const client: ApiClient = {
    url: (path) => `http://api.test${path}`,
    get: (path) => respond('GET', path),
    post: (path, body) => respond('POST', path, body),
    delete: (path, body) => respond('DELETE', path, body),
  };
  return { client, calls };
}

describe('fetchCurrentUser', () => {
  it('answers the signed-in user', async () => {
    const { client, calls } = fakeClient(() => user);
    await expect(fetchCurrentUser(client)).resolves.toEqual(user);
    expect(calls).toEqual([{ method: 'GET', path: '/api/me', body: undefined }]);
  });

  it('treats a 409 as "no user" and lets a 401 through', async () => {
    await expect(fetchCurrentUser(fakeClient(() => new ApiClientError(409, { message: 'errors:auth.account-unavailable' })).client)).resolves.toBeNull();
    await expect(fetchCurrentUser(fakeClient(() => new ApiClientError(401, { message: 'errors:auth.unauthenticated' })).client)).rejects.toMatchObject({
      status: 401,
    });
  });

  it('refuses a body that breaks the user contract', async () => {
    await expect(fetchCurrentUser(fakeClient(() => ({ id: 7, email: 'x' })).client)).rejects.toBeInstanceOf(TypeError);
  });
});

describe('updateProfile', () => {
  it('POSTs to /api/me with the PATCH method override and answers the updated user', async () => {
    const { client, calls } = fakeClient(() => ({ ...user, first_name: 'Augusta' }));
    await expect(updateProfile(client, { first_name: 'Augusta' })).resolves.toMatchObject({ first_name: 'Augusta' });
    expect(calls).toEqual([{ method: 'POST', path: '/api/me', body: { _method: 'PATCH', first_name: 'Augusta' } }]);
  });
});

describe('forgotPassword', () => {
  it("answers the API's message key, or null without one", async () => {
    await expect(forgotPassword(fakeClient(() => ({ message: 'errors:auth.reset-link-sent' })).client, { email: 'a@b.fr' })).resolves.toBe(
      'errors:auth.reset-link-sent',
    );
    await expect(forgotPassword(fakeClient(() => null).client, { email: 'a@b.fr' })).resolves.toBeNull();
  });
});
