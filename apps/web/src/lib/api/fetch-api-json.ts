import type { ZodType } from 'zod';
import { apiInternalUrl } from '@/config/api';
import { ApiRequestError } from './api-request-error';

/** What a server-side API read may pass to `fetch`: Next's cache options, extra headers. */
export interface ApiFetchOptions {
  next?: NextFetchRequestConfig;
  cache?: RequestCache;
  headers?: Record<string, string>;
}

/**
 * GET `path` from the API (server side, internal URL) and parse the JSON body with `schema`.
 * Returns null on 404; throws `ApiRequestError` on any other failure, including a body that
 * does not match the contract (better a 500 than a page built on data we did not expect).
 */
export async function fetchApiJson<T>(path: string, schema: ZodType<T>, options: ApiFetchOptions = {}): Promise<T | null> {
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

  if (response.status === 404) return null;
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
  return parsed.data;
}
