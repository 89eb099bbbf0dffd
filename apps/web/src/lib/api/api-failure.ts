/**
 * How a call to the API can fail, the same on the site's server (`fetchApiResult`) and in the
 * browser (`createApiClient`): every caller handles a 404, a 429 and an outage the same way.
 * No zod here: the browser bundle imports it.
 */
export type ApiFailure =
  | { readonly kind: 'not-found' }
  /** A 400/422: the request was refused, with the API's message key. */
  | { readonly kind: 'invalid'; readonly messageKey: string }
  /** A 429: retry after this many seconds (the API's Retry-After). */
  | { readonly kind: 'rate-limited'; readonly retryAfterSeconds: number }
  /** A 5xx, an unreachable API or an answer that breaks its contract. */
  | { readonly kind: 'unavailable'; readonly status: number | null }
  /** No answer within the site's time limit. */
  | { readonly kind: 'timeout' };

/** Seconds a Retry-After header asks for (delta-seconds or an HTTP date), at least 1; 60 when absent or unreadable. */
export function retryAfterSeconds(value: string | null, now: number = Date.now()): number {
  if (value === null || value.trim() === '') return 60;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(1, Math.ceil((date - now) / 1000)) : 60;
}

/** The failure an API status stands for, or null for a success (2xx, 304). */
export function apiFailureOfStatus(status: number, retryAfter: string | null, messageKey: string | null): ApiFailure | null {
  if (status < 400) return null;
  if (status === 404) return { kind: 'not-found' };
  if (status === 429) return { kind: 'rate-limited', retryAfterSeconds: retryAfterSeconds(retryAfter) };
  if (status === 400 || status === 422) return { kind: 'invalid', messageKey: messageKey ?? 'errors:request.invalid' };
  if (status === 408 || status === 504) return { kind: 'timeout' };
  return { kind: 'unavailable', status };
}

const DIGEST_PREFIX = 'registre-api-failure';

/**
 * A server failure travels to the error page in the error's digest (Next keeps a digest the
 * error already has; messages are hidden in production): `registre-api-failure:rate-limited:30`.
 */
export function apiFailureDigest(failure: ApiFailure): string {
  const detail = failure.kind === 'rate-limited' ? String(failure.retryAfterSeconds) : failure.kind === 'unavailable' ? String(failure.status ?? '') : '';
  return `${DIGEST_PREFIX}:${failure.kind}:${detail}`;
}

export function apiFailureFromDigest(digest: string | undefined): ApiFailure | null {
  const [prefix, kind, detail = ''] = (digest ?? '').split(':');
  if (prefix !== DIGEST_PREFIX) return null;
  if (kind === 'rate-limited') return { kind, retryAfterSeconds: Math.max(1, Number(detail) || 60) };
  if (kind === 'timeout') return { kind };
  if (kind === 'unavailable') return { kind, status: detail === '' ? null : Number(detail) };
  if (kind === 'not-found') return { kind };
  return null;
}
