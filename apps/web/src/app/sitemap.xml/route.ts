import { pipeApiXml } from '@/lib/sitemaps/pipe-api-xml';

/** Read from the API at each request (it names the files of the register as they are now). */
export const dynamic = 'force-dynamic';

/** /sitemap.xml: the sitemap index (fixed pages, companies, directors), written by the API. */
export function GET(request: Request): Promise<Response> {
  return pipeApiXml('/api/sitemaps/index.xml', request);
}
