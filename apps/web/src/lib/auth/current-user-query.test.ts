import { describe, expect, it } from 'vitest';
import { ApiClientError } from '../api-client/api-client-error';
import { PROFILE_RETRY_COUNT, retryProfileCall } from './current-user-query';

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
