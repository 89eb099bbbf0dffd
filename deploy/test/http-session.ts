import { AUTH_PATHS, XSRF_COOKIE, XSRF_HEADER } from '@registre/domain';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
  json<T = unknown>(): T;
}

export interface HttpSession {
  /** Sends to `base` (an instance or the proxy); the cookies are the session's wherever it sends. */
  request(base: string, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<HttpAnswer>;
  readonly cookies: Map<string, string>;
}

/**
 * A browser-like client over real HTTP: it keeps the cookies the API sets (session, XSRF-TOKEN),
 * fetches the CSRF cookie before its first state-changing call and echoes the token, as the site's
 * scripts do; any request may go to another instance, as behind a load balancer.
 */
export function httpSession(): HttpSession {
  const cookies = new Map<string, string>();
  const send = async (base: string, method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<HttpAnswer> => {
    if (method !== 'GET' && !cookies.has(XSRF_COOKIE)) await send(base, 'GET', AUTH_PATHS.csrfCookie);
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET') headers[XSRF_HEADER] = decodeURIComponent(cookies.get(XSRF_COOKIE) ?? '');
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${path}`, { method, headers, redirect: 'manual', ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      if (value === '' || /max-age=0\b/i.test(line)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body: bytes, json: <T>() => JSON.parse(bytes.toString()) as T };
  };
  return { request: send, cookies };
}
