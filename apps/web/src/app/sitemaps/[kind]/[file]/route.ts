import { sitemapFileParamsSchema } from '@registre/domain';
import { pipeApiXml } from '@/lib/sitemaps/pipe-api-xml';

export const dynamic = 'force-dynamic';

interface SitemapFileContext {
  params: Promise<{ kind: string; file: string }>;
}

/** /sitemaps/{companies|directors}/{n}.xml: one file of the register's sitemaps, streamed from the API. */
export async function GET(request: Request, { params }: SitemapFileContext): Promise<Response> {
  const parsed = sitemapFileParamsSchema.safeParse(await params);
  if (!parsed.success) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return pipeApiXml(`/api/sitemaps/${parsed.data.kind}/${parsed.data.file}.xml`, request);
}
