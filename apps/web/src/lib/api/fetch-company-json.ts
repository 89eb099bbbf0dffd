import type { ZodType } from 'zod';
import { companyRevalidateSeconds } from './company-revalidate-seconds';
import { fetchApiJson } from './fetch-api-json';

/**
 * GET an API path about one company, cached like every company read: revalidated after the
 * company's random time (companyRevalidateSeconds) and tagged `company:{siren}`. Null on 404.
 * `timeoutMs`: a read with a time-out of its own (flagged-timeouts.ts).
 */
export function fetchCompanyJson<T>(siren: string, path: string, schema: ZodType<T>, options: { timeoutMs?: number } = {}): Promise<T | null> {
  return fetchApiJson(path, schema, { next: { revalidate: companyRevalidateSeconds(), tags: [`company:${siren}`] }, ...options });
}
