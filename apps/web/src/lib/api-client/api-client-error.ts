import type { ApiError } from '@registre/domain';

/**
 * A browser call to the API that did not succeed: `status` is null when the API could not be
 * reached; `body` is the API's `{ message, errors? }` answer when it sent one.
 */
export class ApiClientError extends Error {
  constructor(
    public readonly status: number | null,
    public readonly body: ApiError | null,
    options?: { cause?: unknown },
  ) {
    super(status === null ? 'API unreachable' : `API answered ${status}`, options);
    this.name = 'ApiClientError';
  }
}

export function isApiClientError(error: unknown, status?: number): error is ApiClientError {
  return error instanceof ApiClientError && (status === undefined || error.status === status);
}
