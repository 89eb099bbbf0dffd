import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  contentArticleParamsSchema,
  contentArticleResponseSchema,
  contentListQuerySchema,
  contentListResponseSchema,
  contentSearchQuerySchema,
  contentSearchResponseSchema,
  contentSectionParamsSchema,
  contentTaxonomyResponseSchema,
  expertParamsSchema,
  expertResponseSchema,
  glossaryIndexResponseSchema,
} from '@registre/domain';
import type { ContentService } from './content-service';

/** Content changes with a deploy or a sync: a few minutes in caches. */
const CONTENT_CACHE = { cache: { maxAge: 300 } };
const TAGS = ['content'];

export interface ContentRoutesOptions {
  siteUrl: string;
  searchRateLimitPerMinute: number;
}

export function contentRoutes(service: ContentService, options: ContentRoutesOptions) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/content/search',
      {
        schema: {
          tags: TAGS,
          summary: 'Full-text search of one content section (French, accents and typos forgiven), best first',
          querystring: contentSearchQuerySchema,
          response: { 200: contentSearchResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
        config: { rateLimit: { max: options.searchRateLimitPerMinute, timeWindow: 60_000 } },
      },
      async (request) => service.search(request.query.section, request.query.q, request.query.page, request.query.per_page),
    );

    routes.get(
      '/api/content/glossary/index',
      { schema: { tags: TAGS, summary: 'Every glossary term by first letter (A–Z index)', response: { 200: glossaryIndexResponseSchema } }, config: CONTENT_CACHE },
      async () => ({ data: await service.glossaryIndex() }),
    );

    routes.get(
      '/api/content/experts/:slug',
      {
        schema: { tags: TAGS, summary: 'An author (expert or labelled pen name) and their articles', params: expertParamsSchema, response: { 200: expertResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema } },
        config: CONTENT_CACHE,
      },
      async (request) => ({ data: await service.expert(request.params.slug) }),
    );

    routes.get(
      '/api/content/sections/:section',
      {
        schema: {
          tags: TAGS,
          summary: 'Articles of a section, paged, optionally of one category, tag or author (newest first; the glossary by term)',
          params: contentSectionParamsSchema,
          querystring: contentListQuerySchema,
          response: { 200: contentListResponseSchema, 400: apiErrorSchema },
        },
        config: CONTENT_CACHE,
      },
      async (request) => {
        const { page, per_page: perPage, category, tag, author } = request.query;
        return service.list({ section: request.params.section, category, tag, author }, page, perPage);
      },
    );

    routes.get(
      '/api/content/sections/:section/taxonomy',
      {
        schema: { tags: TAGS, summary: "A section's categories and tags with their number of articles", params: contentSectionParamsSchema, response: { 200: contentTaxonomyResponseSchema, 400: apiErrorSchema } },
        config: CONTENT_CACHE,
      },
      async (request) => ({ data: await service.taxonomy(request.params.section) }),
    );

    routes.get(
      '/api/content/sections/:section/:category/:slug',
      {
        schema: {
          tags: TAGS,
          summary: 'One article: rendered HTML, table of contents, sources, author, related reading, previous and next in its category',
          params: contentArticleParamsSchema,
          response: { 200: contentArticleResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
        config: CONTENT_CACHE,
      },
      async (request) => ({ data: await service.article(request.params.section, request.params.category, request.params.slug) }),
    );

    routes.get(
      '/api/sitemaps/content.xml',
      { schema: { tags: ['sitemaps'], summary: 'Sitemap (XML urlset) of the editorial content: section homes, categories, tags, articles, authors', response: { 200: z.string() } }, config: CONTENT_CACHE },
      async (_request, reply) => reply.type('application/xml; charset=utf-8').send(await service.sitemapXml(options.siteUrl)),
    );
  };
}
