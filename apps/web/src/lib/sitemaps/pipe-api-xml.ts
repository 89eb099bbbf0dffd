import { get as httpGet, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import { Readable } from 'node:stream';
import { apiInternalUrl } from '@/config/api';
import { visitorHeadersFrom } from '@/lib/visitor/visitor-headers';

const XML = 'application/xml; charset=utf-8';

/** Answer headers worth passing on from the API: caching and revalidation. */
const PASSED_HEADERS = ['cache-control', 'etag'] as const;

/** Longest silence of the API before the site gives up (a whole file may take longer: it keeps sending; the first cut of a full register is silent for tens of seconds). */
const API_IDLE_TIMEOUT_MS = 120_000;

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/**
 * A GET on the API through node:http rather than `fetch`: Next's patched `fetch` clones answers
 * (one copy kept whole for its cache), which would hold a 5 MB file in memory and never lets an
 * unread copy be cancelled. A Node response is piped as it arrives, with backpressure.
 */
function getFromApi(url: string, headers: Record<string, string>): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    const request = get(url, { headers }, resolve);
    request.on('error', reject);
    request.setTimeout(API_IDLE_TIMEOUT_MS, () => request.destroy(new Error(`API silent for ${API_IDLE_TIMEOUT_MS} ms`)));
  });
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  return typeof value === 'string' ? value : null;
}

/**
 * An XML document of the API (`/api/sitemaps/...`) served as the site's own: its body is piped
 * through as it arrives (a sitemap file is never held whole in the site's memory), with the
 * API's cache headers; a conditional request is passed on, so an unchanged index answers 304.
 * A file the API does not have is a 404 here too; an API that fails is a 502.
 */
export async function pipeApiXml(path: string, request: Request): Promise<Response> {
  const ifNoneMatch = request.headers.get('if-none-match');
  let upstream: IncomingMessage;
  try {
    upstream = await getFromApi(`${apiInternalUrl()}${path}`, {
      accept: 'application/xml',
      ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
      // The API limits the downloads of the visitor (a crawler), not of the site.
      ...visitorHeadersFrom(request.headers.get('x-forwarded-for')),
    });
  } catch {
    return plain(502, 'API unreachable');
  }
  const status = upstream.statusCode ?? 502;
  if (status !== 200) upstream.resume();
  if (status === 400 || status === 404) return plain(404, 'Not found');
  if (status === 429) {
    const retryAfter = headerValue(upstream.headers, 'retry-after') ?? '60';
    return new Response('Too many requests', { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': retryAfter, 'cache-control': 'no-store' } });
  }
  if (status !== 200 && status !== 304) return plain(502, `API answered ${status}`);
  const headers = new Headers({ 'content-type': XML });
  for (const name of PASSED_HEADERS) {
    const value = headerValue(upstream.headers, name);
    if (value) headers.set(name, value);
  }
  if (status === 304) return new Response(null, { status, headers });
  return new Response(Readable.toWeb(upstream) as ReadableStream<Uint8Array>, { status, headers });
}
