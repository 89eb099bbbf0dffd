import { ProviderError } from './provider-error';

export interface HttpOptions {
  /** Name used in errors and logs (`insee`, `dila`, `inpi`). */
  provider: string;
  timeoutMs: number;
  /** Extra attempts after a 5xx, a network failure or a time-out. */
  retries: number;
  /** Pause before retry n (1-based): `retryDelayMs × 2^(n-1)`. */
  retryDelayMs?: number;
  fetch?: typeof fetch;
}

export interface OfficialPdf {
  bytes: Buffer;
  contentType: 'application/pdf';
}

const pause = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/** Maps a refusal status to its error code; null for statuses worth retrying (5xx). */
function refusal(status: number): ProviderError['code'] | null {
  if (status === 404 || status === 410) return 'provider-not-found';
  if (status === 429) return 'provider-rate-limited';
  if (status >= 500) return null;
  return 'provider-refused';
}

/**
 * One request with a time-out, retried on 5xx, network failures and time-outs. Answers the
 * response of the first attempt that is not a 5xx; throws a `ProviderError` otherwise.
 */
export async function requestWithRetries(url: string, init: RequestInit, options: HttpOptions): Promise<Response> {
  const doFetch = options.fetch ?? fetch;
  let last: ProviderError = new ProviderError('provider-unavailable', options.provider, 'no attempt');
  for (let attempt = 0; attempt <= options.retries; attempt += 1) {
    if (attempt > 0) await pause((options.retryDelayMs ?? 500) * 2 ** (attempt - 1));
    try {
      const response = await doFetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs), redirect: 'follow' });
      if (response.status < 500) return response;
      await response.body?.cancel();
      last = new ProviderError('provider-unavailable', options.provider, `HTTP ${response.status}`);
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      last =
        name === 'TimeoutError' || name === 'AbortError'
          ? new ProviderError('provider-timeout', options.provider, `no answer within ${options.timeoutMs} ms`)
          : new ProviderError('provider-unavailable', options.provider, error instanceof Error ? error.message : String(error));
    }
  }
  throw last;
}

/** GET a PDF: refuses any answer that is not a 2xx PDF (checked on its content type and its `%PDF-` magic). */
export async function fetchPdf(url: string, options: HttpOptions, headers: Record<string, string> = {}): Promise<OfficialPdf> {
  const response = await requestWithRetries(url, { headers: { accept: 'application/pdf', ...headers } }, options);
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderError(refusal(response.status) ?? 'provider-unavailable', options.provider, `HTTP ${response.status}`);
  }
  let bytes: Buffer;
  try {
    bytes = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    throw new ProviderError('provider-timeout', options.provider, error instanceof Error ? error.message : 'body not read');
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.toLowerCase().includes('pdf') || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new ProviderError('provider-invalid-document', options.provider, `answered ${type || 'no content type'}, ${bytes.length} bytes`);
  }
  return { bytes, contentType: 'application/pdf' };
}

export { refusal as refusalCode };
