import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { AUTH_PATHS, XSRF_COOKIE, XSRF_HEADER } from '@registre/domain';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SessionRequestOptions {
  headers?: Record<string, string>;
  /** Sends this X-XSRF-TOKEN instead of the cookie's (null: no header at all). */
  xsrfToken?: string | null;
  /** A raw payload (string or Buffer) instead of a JSON body. */
  payload?: string | Buffer;
}

export interface SessionClient {
  get(url: string, options?: SessionRequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, options?: SessionRequestOptions): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown, options?: SessionRequestOptions): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown, options?: SessionRequestOptions): Promise<LightMyRequestResponse>;
  delete(url: string, body?: unknown, options?: SessionRequestOptions): Promise<LightMyRequestResponse>;
  /** Calls GET /sanctum/csrf-cookie (done automatically before the first state-changing call). */
  fetchCsrfCookie(): Promise<LightMyRequestResponse>;
  /** The cookies the client holds, by name. */
  readonly cookies: Map<string, string>;
}

/**
 * A browser-like client of the API for integration tests: it keeps the cookies the API sets,
 * fetches the CSRF cookie before its first state-changing call and echoes the token in
 * X-XSRF-TOKEN, as the site does. `remoteAddress` simulates a client IP (rate limits).
 */
export function createSessionClient(app: FastifyInstance, { remoteAddress = '127.0.0.1' }: { remoteAddress?: string } = {}): SessionClient {
  const cookies = new Map<string, string>();

  const keepCookies = (response: LightMyRequestResponse) => {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
  };

  const send = async (method: Method, url: string, body: unknown, options: SessionRequestOptions = {}) => {
    const stateChanging = method !== 'GET';
    if (stateChanging && !cookies.has(XSRF_COOKIE) && options.xsrfToken === undefined) await fetchCsrfCookie();
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    const xsrf = options.xsrfToken === undefined ? cookies.get(XSRF_COOKIE) : options.xsrfToken;
    if (stateChanging && xsrf !== null && xsrf !== undefined) headers[XSRF_HEADER] = xsrf;
    const request: InjectOptions = { method, url, headers, remoteAddress, cookies: Object.fromEntries(cookies) };
    if (options.payload !== undefined) request.payload = options.payload;
    else if (body !== undefined) request.payload = body as InjectOptions['payload'];
    const response = await app.inject(request);
    keepCookies(response);
    return response;
  };

  const fetchCsrfCookie = () => send('GET', AUTH_PATHS.csrfCookie, undefined);

  return {
    get: (url, options) => send('GET', url, undefined, options),
    post: (url, body, options) => send('POST', url, body, options),
    put: (url, body, options) => send('PUT', url, body, options),
    patch: (url, body, options) => send('PATCH', url, body, options),
    delete: (url, body, options) => send('DELETE', url, body, options),
    fetchCsrfCookie,
    cookies,
  };
}
