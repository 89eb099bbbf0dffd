import type { OfficialSourceErrorCode } from '@registre/domain';

/**
 * Why an official source did not deliver a document, as the `error_code` an order ends with:
 * - `provider-not-found`: the source does not know the document (404);
 * - `provider-refused`: the source refused us (401, 403: credentials, rights, blocked address);
 * - `provider-rate-limited`: over the source's quota (429);
 * - `provider-unavailable`: 5xx or network failure, still so after the retries;
 * - `provider-timeout`: no answer within the time-out, still so after the retries;
 * - `provider-invalid-document`: an answer that is not a PDF (an HTML error page, an empty body).
 */
export type ProviderErrorCode = OfficialSourceErrorCode;

export class ProviderError extends Error {
  constructor(
    readonly code: ProviderErrorCode,
    readonly provider: string,
    detail: string,
    /** A retry later may succeed (the orders worker retries with backoff). */
    readonly transient = code === 'provider-unavailable' || code === 'provider-timeout' || code === 'provider-rate-limited',
  ) {
    super(`${provider}: ${code} (${detail})`);
    this.name = 'ProviderError';
  }
}
