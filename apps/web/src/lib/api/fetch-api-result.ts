import { apiErrorSchema } from '@registre/domain';
import type { ZodType } from 'zod';
import { apiInternalUrl } from '@/config/api';
import { ApiRequestError } from './api-request-error';

/** What a server-side API read may pass to `fetch`: Next's cache options, extra headers. */
export interface ApiFetchOptions {
  next?: NextFetchRequestConfig;
  cache?: RequestCache;
  headers?: Record<string, string>;
}

/** An API read whose refusals the page shows: the data, a 404 (the page's 404), or a 400's message key. */
export type ApiResult<T> = { kind: 'ok'; data: T } | { kind: 'not-found' } | { kind: 'invalid'; messageKey: string };

/**
 * GET `path` from the API (server side, internal URL) and parse the JSON body with `schema`.
 * 404 and 400 are answers, not failures; anything else unexpected (unreachable API, other status,
 * invalid JSON, a body that breaks the contract) throws `ApiRequestError` (the error page).
 */
export async function fetchApiResult<T>(path: string, schema: ZodType<T>, options: ApiFetchOptions = {}): Promise<ApiResult<T>> {
  const url = `${apiInternalUrl()}${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      ...options,
      method: 'GET',
      headers: { accept: 'application/json', ...options.headers },
    });
  } catch (cause) {
    throw new ApiRequestError(`API unreachable: GET ${url}`, url, null, { cause });
  }

  if (response.status === 404) return { kind: 'not-found' };
  if (response.status === 400) {
    const error = apiErrorSchema.safeParse(await response.json().catch(() => null));
    return { kind: 'invalid', messageKey: error.success ? error.data.message : 'errors:request.invalid' };
  }
  if (!response.ok) {
    throw new ApiRequestError(`API answered ${response.status}: GET ${url}`, url, response.status);
  }

  const body: unknown = await response.json().catch((cause: unknown) => {
    throw new ApiRequestError(`API sent invalid JSON: GET ${url}`, url, response.status, { cause });
  });
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiRequestError(`API response breaks its contract: GET ${url}`, url, response.status, { cause: parsed.error });
  }
  return { kind: 'ok', data: parsed.data };
}
