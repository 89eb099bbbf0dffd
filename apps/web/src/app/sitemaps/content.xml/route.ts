import { pipeApiXml } from '@/lib/sitemaps/pipe-api-xml';

export const dynamic = 'force-dynamic';

/** /sitemaps/content.xml: the editorial content's pages (blog, glossary, guides, product articles, authors), written by the API. */
export function GET(request: Request): Promise<Response> {
  return pipeApiXml('/api/sitemaps/content.xml', request);
}
