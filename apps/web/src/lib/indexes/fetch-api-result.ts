import { apiErrorSchema } from '@registre/domain';
import type { ZodType } from 'zod';
import { apiInternalUrl } from '@/config/api';
import { ApiRequestError } from '@/lib/api/api-request-error';

/** An API read whose refusals the page shows: the data, a 404 (the page's 404), or a 400's message key. */
export type ApiResult<T> = { kind: 'ok'; data: T } | { kind: 'not-found' } | { kind: 'invalid'; messageKey: string };

/**
 * GET `path` (server side) with Next's data cache for `revalidateSeconds`. 404 and 400 are
 * answers, not failures; anything else unexpected throws `ApiRequestError` (the error page).
 */
export async function fetchApiResult<T>(path: string, schema: ZodType<T>, revalidateSeconds: number): Promise<ApiResult<T>> {
  const url = `${apiInternalUrl()}${path}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' }, next: { revalidate: revalidateSeconds } });
  } catch (cause) {
    throw new ApiRequestError(`API unreachable: GET ${url}`, url, null, { cause });
  }
  if (response.status === 404) return { kind: 'not-found' };
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 400) {
    const error = apiErrorSchema.safeParse(body);
    return { kind: 'invalid', messageKey: error.success ? error.data.message : 'errors:request.invalid' };
  }
  if (!response.ok) throw new ApiRequestError(`API answered ${response.status}: GET ${url}`, url, response.status);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(`API response breaks its contract: GET ${url}`, url, response.status, { cause: parsed.error });
  return { kind: 'ok', data: parsed.data };
}
