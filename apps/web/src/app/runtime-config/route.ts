import { apiPublicUrl } from '@/lib/api-client/api-public-url';

/**
 * `GET /runtime-config`: what client code on static pages needs to know about the running
 * deployment (the browser's API address), read from the environment at request time so that
 * one build runs against any API. Never cached.
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ api_base_url: apiPublicUrl() }, { headers: { 'cache-control': 'no-store' } });
}
