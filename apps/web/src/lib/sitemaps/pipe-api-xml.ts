import { apiInternalUrl } from '@/config/api';

const XML = 'application/xml; charset=utf-8';

/** Answer headers worth passing on from the API: caching and revalidation. */
const PASSED_HEADERS = ['cache-control', 'etag'] as const;

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/**
 * An XML document of the API (`/api/sitemaps/...`) served as the site's own: its body is piped
 * through as it arrives (a sitemap file is never held whole in the site's memory), with the
 * API's cache headers; a conditional request is passed on, so an unchanged index answers 304.
 * A file the API does not have is a 404 here too; an API that fails is a 502.
 */
export async function pipeApiXml(path: string, request: Request): Promise<Response> {
  const ifNoneMatch = request.headers.get('if-none-match');
  let upstream: Response;
  try {
    upstream = await fetch(`${apiInternalUrl()}${path}`, {
      cache: 'no-store',
      headers: { accept: 'application/xml', ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
    });
  } catch {
    return plain(502, 'API unreachable');
  }
  if (upstream.status === 400 || upstream.status === 404) {
    await upstream.body?.cancel();
    return plain(404, 'Not found');
  }
  if (upstream.status !== 200 && upstream.status !== 304) {
    await upstream.body?.cancel();
    return plain(502, `API answered ${upstream.status}`);
  }
  const headers = new Headers({ 'content-type': XML });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers });
}
