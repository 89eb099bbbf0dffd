import type { ZodType } from 'zod';
import { ApiRequestError } from './api-request-error';
import { fetchApiResult, type ApiFetchOptions } from './fetch-api-result';

/**
 * GET `path` from the API (server side, internal URL) and parse the JSON body with `schema`.
 * Returns null on 404; throws `ApiRequestError` on any other failure, a 400 included (the site
 * builds these paths itself), and on a body that does not match the contract (better a 500 than
 * a page built on data we did not expect).
 */
export async function fetchApiJson<T>(path: string, schema: ZodType<T>, options: ApiFetchOptions = {}): Promise<T | null> {
  const result = await fetchApiResult(path, schema, options);
  if (result.kind === 'not-found') return null;
  if (result.kind === 'invalid') throw new ApiRequestError(`API answered 400 (${result.messageKey}): GET ${path}`, path, { kind: 'unavailable', status: 400 });
  return result.data;
}
