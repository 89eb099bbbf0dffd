import { AUTH_PATHS, XSRF_HEADER } from '@registre/domain';
import { ApiClientError } from './api-client-error';
import { toApiErrorBody } from './api-error-body';
import { readXsrfToken } from './xsrf-token';

export interface ApiClient {
  /** The absolute URL of an API path (for a link the browser follows itself, such as a download). */
  url(path: string): string;
  /** GET a JSON resource; null when the API answers 204. */
  get(path: string, options?: { signal?: AbortSignal }): Promise<unknown>;
  /**
   * A state-changing POST: fetches a fresh CSRF cookie first (as before every auth call),
   * then echoes the token in X-XSRF-TOKEN. Resolves with the JSON body, or null (204, empty).
   */
  post(path: string, body?: Record<string, unknown>): Promise<unknown>;
  /** A DELETE, with the same CSRF handshake and token as `post`. */
  delete(path: string, body?: Record<string, unknown>): Promise<unknown>;
}

export interface ApiClientDependencies {
  fetch: typeof fetch;
  /** `document.cookie` in the browser. */
  readCookies: () => string;
}

const browserDependencies = (): ApiClientDependencies => ({
  fetch: (input, init) => globalThis.fetch(input, init),
  readCookies: () => document.cookie,
});

/** Longest the browser waits for the API when the caller gave no signal of its own. */
export const CLIENT_API_TIMEOUT_MS = 15_000;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The browser's client of the API: the API's own origin, cookies sent with credentials,
 * `Accept: application/json`, and the anti-forgery token on every POST (SPECIFICATION §6).
 * Throws `ApiClientError` (with its `ApiFailure`) for a network failure, a time-out or any status other than 2xx.
 */
export function createApiClient(baseUrl: string, dependencies: ApiClientDependencies = browserDependencies()): ApiClient {
  const root = baseUrl.replace(/\/+$/, '');

  async function send(method: 'GET' | 'POST' | 'DELETE', path: string, init: { headers?: Record<string, string>; body?: string; signal?: AbortSignal } = {}) {
    let response: Response;
    try {
      response = await dependencies.fetch(`${root}${path}`, {
        method,
        credentials: 'include',
        headers: { Accept: 'application/json', ...init.headers },
        body: init.body,
        signal: init.signal ?? AbortSignal.timeout(CLIENT_API_TIMEOUT_MS),
      });
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw new ApiClientError(null, null, { cause, timedOut: cause instanceof Error && cause.name === 'TimeoutError' });
    }
    const body = await readJson(response);
    if (!response.ok) throw new ApiClientError(response.status, toApiErrorBody(body), { retryAfter: response.headers.get('retry-after') });
    return body;
  }

  async function change(method: 'POST' | 'DELETE', path: string, body: Record<string, unknown>) {
    await send('GET', AUTH_PATHS.csrfCookie);
    const token = readXsrfToken(dependencies.readCookies());
    return send(method, path, {
      headers: { 'Content-Type': 'application/json', ...(token === null ? {} : { [XSRF_HEADER]: token }) },
      body: JSON.stringify(body),
    });
  }

  return {
    url: (path) => `${root}${path}`,
    get: (path, options = {}) => send('GET', path, { signal: options.signal }),
    post: (path, body = {}) => change('POST', path, body),
    delete: (path, body = {}) => change('DELETE', path, body),
  };
}
