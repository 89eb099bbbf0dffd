import type { ApiError } from '@registre/domain';
import { apiFailureOfStatus, type ApiFailure } from '../api/api-failure';

/**
 * A browser call to the API that did not succeed: `status` is null when the API could not be
 * reached (or did not answer in time); `body` is the API's `{ message, errors? }` answer when it
 * sent one; `failure` is the same union the site's server reads (api-failure.ts), so a 404, a
 * 429 (with its seconds) and an outage are handled alike everywhere.
 */
export class ApiClientError extends Error {
  readonly failure: ApiFailure;

  constructor(
    public readonly status: number | null,
    public readonly body: ApiError | null,
    options?: { cause?: unknown; retryAfter?: string | null; timedOut?: boolean },
  ) {
    super(status === null ? (options?.timedOut ? 'API timed out' : 'API unreachable') : `API answered ${status}`, options);
    this.name = 'ApiClientError';
    this.failure =
      status === null
        ? options?.timedOut
          ? { kind: 'timeout' }
          : { kind: 'unavailable', status: null }
        : (apiFailureOfStatus(status, options?.retryAfter ?? null, body?.message ?? null) ?? { kind: 'unavailable', status });
  }
}

export function isApiClientError(error: unknown, status?: number): error is ApiClientError {
  return error instanceof ApiClientError && (status === undefined || error.status === status);
}
