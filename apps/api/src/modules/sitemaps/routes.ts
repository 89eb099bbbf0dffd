import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sitemapFileParamsSchema } from '@registre/domain';
import type { SitemapsService } from './service';

const XML = 'application/xml; charset=utf-8';

/** The 200 answers are XML documents, not JSON: described for the OpenAPI document only. */
const xmlBody = z.string().meta({ description: 'An XML document (application/xml)' });

/** Register data changes with imports (daily at most): crawlers and the site may reuse a file for an hour. */
const MAX_AGE_SECONDS = 3600;
const STALE_SECONDS = 86_400;

export function sitemapsRoutes(service: SitemapsService) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/sitemaps/index.xml',
      {
        schema: {
          tags: ['sitemaps'],
          summary: 'Sitemap index (XML) of the site: its fixed pages, then every company and director file',
          description: `The site serves it as /sitemap.xml. Files hold at most ${service.urlsPerFile} URLs; each lists its lastmod (when it was last cut).`,
          response: { 200: xmlBody },
        },
        config: { cache: { maxAge: MAX_AGE_SECONDS, staleWhileRevalidate: STALE_SECONDS } },
      },
      async (request, reply) => reply.type(XML).send(await service.index(request.log)),
    );

    routes.get(
      '/api/sitemaps/:kind/:file',
      {
        schema: {
          tags: ['sitemaps'],
          summary: 'One sitemap file (XML urlset) of companies or directors, streamed',
          description: [
            'The canonical page URLs of the diffusible companies (closed ones included) or diffusible persons, in key order,',
            `with lastmod (W3C date); at most ${service.urlsPerFile} per file. The site serves it as /sitemaps/{kind}/{file}.`,
          ].join(' '),
          params: sitemapFileParamsSchema,
          response: { 200: xmlBody, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
        },
        config: { rateLimit: { max: service.filesPerMinute, timeWindow: 60_000 } },
      },
      async (request, reply) => {
        const stream = await service.file(request.params.kind, request.params.file, request.log);
        return reply
          .type(XML)
          .header('cache-control', `public, max-age=${MAX_AGE_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`)
          // The body is a stream of XML chunks, which the typed reply (a string, as documented) cannot name.
          .send(stream as unknown as string);
      },
    );
  };
}
