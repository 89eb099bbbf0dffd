import { describe, expect, it } from 'vitest';
import { apiFailureDigest, apiFailureFromDigest, apiFailureOfStatus, retryAfterSeconds } from './api-failure';

describe('the API failure union', () => {
  it('reads each status the same way for the server and the browser', () => {
    expect(apiFailureOfStatus(200, null, null)).toBeNull();
    expect(apiFailureOfStatus(404, null, null)).toEqual({ kind: 'not-found' });
    expect(apiFailureOfStatus(429, '17', null)).toEqual({ kind: 'rate-limited', retryAfterSeconds: 17 });
    expect(apiFailureOfStatus(400, null, 'errors:search.query-too-long')).toEqual({ kind: 'invalid', messageKey: 'errors:search.query-too-long' });
    expect(apiFailureOfStatus(503, null, null)).toEqual({ kind: 'unavailable', status: 503 });
    expect(apiFailureOfStatus(504, null, null)).toEqual({ kind: 'timeout' });
  });

  it('reads Retry-After in seconds or as a date', () => {
    expect(retryAfterSeconds('0.2')).toBe(1);
    expect(retryAfterSeconds(new Date(10_000 + 30_000).toUTCString(), 10_000)).toBe(30);
    expect(retryAfterSeconds(null)).toBe(60);
  });

  it('carries a failure to the error page through the digest', () => {
    for (const failure of [{ kind: 'rate-limited', retryAfterSeconds: 42 }, { kind: 'timeout' }, { kind: 'unavailable', status: 502 }, { kind: 'unavailable', status: null }] as const) {
      expect(apiFailureFromDigest(apiFailureDigest(failure))).toEqual(failure);
    }
    expect(apiFailureFromDigest('1234567')).toBeNull();
    expect(apiFailureFromDigest(undefined)).toBeNull();
  });
});
