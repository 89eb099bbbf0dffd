import { apiFailureDigest, type ApiFailure } from './api-failure';

/**
 * A server-side API read that failed in a way the page cannot show itself (429, outage,
 * time-out, a broken contract): the route's error page shows it in French. `digest` carries the
 * failure there (see api-failure.ts).
 */
export class ApiRequestError extends Error {
  readonly digest: string;

  constructor(
    message: string,
    public readonly url: string,
    public readonly failure: ApiFailure,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiRequestError';
    this.digest = apiFailureDigest(failure);
  }

  /** The HTTP status the API answered, null when it did not answer. */
  get status(): number | null {
    if (this.failure.kind === 'unavailable') return this.failure.status;
    return { 'not-found': 404, invalid: 400, 'rate-limited': 429, timeout: null }[this.failure.kind];
  }
}
