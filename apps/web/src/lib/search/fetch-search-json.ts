import { apiErrorSchema } from '@registre/domain';
import type { ZodType } from 'zod';
import { apiInternalUrl } from '@/config/api';
import { PAGE_REVALIDATE_SECONDS } from '@/config/revalidate';
import { ApiRequestError } from '@/lib/api/api-request-error';

/** A search answer: the parsed body, or the message key of a 400 (the visitor's input was refused). */
export type SearchResult<T> = { ok: true; data: T } | { ok: false; messageKey: string };

/**
 * GET a search endpoint (server side). A 400 is the visitor's input, shown on the page with its
 * French message; anything else unexpected throws `ApiRequestError` (the error page).
 */
export async function fetchSearchJson<T>(path: string, schema: ZodType<T>, headers: Record<string, string> = {}): Promise<SearchResult<T>> {
  const url = `${apiInternalUrl()}${path}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json', ...headers }, next: { revalidate: PAGE_REVALIDATE_SECONDS } });
  } catch (cause) {
    throw new ApiRequestError(`API unreachable: GET ${url}`, url, null, { cause });
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 400) {
    const error = apiErrorSchema.safeParse(body);
    return { ok: false, messageKey: error.success ? error.data.message : 'errors:validation.invalid' };
  }
  if (!response.ok) throw new ApiRequestError(`API answered ${response.status}: GET ${url}`, url, response.status);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiRequestError(`API response breaks its contract: GET ${url}`, url, response.status, { cause: parsed.error });
  return { ok: true, data: parsed.data };
}
