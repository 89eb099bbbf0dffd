import { apiErrorSchema } from '@registre/domain';
import type { ZodType } from 'zod';
import { apiInternalUrl } from '@/config/api';
import { apiTimeouts } from '@/config/api-timeouts';
import { rateLimitedFor, rememberApiDown, rememberRateLimited } from '@/lib/visitor/api-refusals';
import { askLivePageAgain } from '@/lib/visitor/live-page-retry';
import { siteHeaders, VISITOR_ADDRESS_HEADER } from '@/lib/visitor/visitor-headers';
import { apiFailureOfStatus } from './api-failure';
import { ApiRequestError } from './api-request-error';

/** What a server-side API read may pass to `fetch`: Next's cache options, extra headers (the visitor's, see visitor-headers.ts). */
export interface ApiFetchOptions {
  next?: NextFetchRequestConfig;
  cache?: RequestCache;
  headers?: Record<string, string>;
  /** Longest wait for the API's answer; default API_TIMEOUT_MS (config/api-timeouts.ts). */
  timeoutMs?: number;
}

/** An API read whose refusals the page shows: the data, a 404 (the page's 404), or a 400's message key. */
export type ApiResult<T> = { kind: 'ok'; data: T } | { kind: 'not-found' } | { kind: 'invalid'; messageKey: string };

/**
 * The API is down: the proxy answers the next requests of live pages with the 503 page, this one's
 * first. Only an uncached read (a live page's) asks again: that reads the request, and a cached
 * read belongs to a page of the full-route cache, whose render must never read it (one such read,
 * at build time when the API is not there, made every page of the site dynamic).
 */
async function apiIsDown(options: ApiFetchOptions): Promise<void> {
  rememberApiDown();
  if (options.cache === 'no-store') await askLivePageAgain();
}

const isTimeout = (cause: unknown) => cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');

/**
 * The site's one server-side reader of the API: GET `path` (internal URL), proved as the site's
 * own call, and the JSON body parsed with `schema`. 404 and 400 are answers, not failures; a 429,
 * an outage, a time-out or a body that breaks the contract throw `ApiRequestError` with its
 * `ApiFailure` (api-failure.ts), which the error page shows in French.
 */
export async function fetchApiResult<T>(path: string, schema: ZodType<T>, options: ApiFetchOptions = {}): Promise<ApiResult<T>> {
  const url = `${apiInternalUrl()}${path}`;
  const { timeoutMs, ...init } = options;
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      method: 'GET',
      headers: { accept: 'application/json', ...siteHeaders(), ...options.headers },
      signal: AbortSignal.timeout(timeoutMs ?? apiTimeouts().defaultMs),
    });
  } catch (cause) {
    const failure = isTimeout(cause) ? ({ kind: 'timeout' } as const) : ({ kind: 'unavailable', status: null } as const);
    if (failure.kind === 'unavailable') await apiIsDown(options);
    throw new ApiRequestError(`API ${failure.kind === 'timeout' ? 'timed out' : 'unreachable'}: GET ${url}`, url, failure, { cause });
  }

  const body: unknown = await response.json().catch(() => undefined);
  const messageKey = apiErrorSchema.safeParse(body).data?.message ?? null;
  const failure = apiFailureOfStatus(response.status, response.headers.get('retry-after'), messageKey);
  if (failure?.kind === 'not-found' || failure?.kind === 'invalid') return failure;
  if (failure?.kind === 'rate-limited') {
    const visitor = options.headers?.[VISITOR_ADDRESS_HEADER];
    if (visitor) {
      rememberRateLimited(visitor, failure.retryAfterSeconds);
      // Asked again only while the proxy will refuse it (a Retry-After of 0 would loop).
      if (rateLimitedFor(visitor) > 0) await askLivePageAgain();
    }
  }
  if (failure?.kind === 'unavailable' && (failure.status === 502 || failure.status === 503)) await apiIsDown(options);
  if (failure) throw new ApiRequestError(`API answered ${response.status}: GET ${url}`, url, failure);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiRequestError(`API response breaks its contract: GET ${url}`, url, { kind: 'unavailable', status: response.status }, { cause: parsed.error });
  }
  return { kind: 'ok', data: parsed.data };
}
