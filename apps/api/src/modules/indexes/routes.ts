import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityCountsQuerySchema,
  activityCountsResponseSchema,
  activityDetailResponseSchema,
  activityParamsSchema,
  apiErrorSchema,
  companyIndexQuerySchema,
  companyIndexResponseSchema,
  departmentCountsResponseSchema,
} from '@registre/domain';
import type { IndexesService } from './service';

/** Index pages change with imports only: an hour in caches. */
const INDEX_CACHE = { cache: { maxAge: 3_600 } };

export function indexesRoutes(service: IndexesService) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/indexes/companies/activities',
      {
        schema: {
          tags: ['indexes'],
          summary: 'NAF codes one level down with their company counts (sections → divisions → subclasses), optionally in one department',
          querystring: activityCountsQuerySchema,
          response: { 200: activityCountsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
        config: INDEX_CACHE,
      },
      async (request) => ({ data: await service.activities(request.query) }),
    );

    routes.get(
      '/api/indexes/activities/:code',
      {
        schema: {
          tags: ['indexes'],
          summary: 'A NAF section, division or subclass with its label and the section and division above it (labels of the index pages)',
          params: activityParamsSchema,
          response: { 200: activityDetailResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
        config: INDEX_CACHE,
      },
      async (request) => ({ data: await service.activity(request.params.code) }),
    );

    routes.get(
      '/api/indexes/companies/departments',
      {
        schema: { tags: ['indexes'], summary: 'Departments with their number of companies (head offices)', response: { 200: departmentCountsResponseSchema } },
        config: INDEX_CACHE,
      },
      async () => ({ data: await service.departments() }),
    );

    routes.get(
      '/api/indexes/companies',
      {
        schema: {
          tags: ['indexes'],
          summary: 'Companies of a NAF subclass or division, of a department, or both; keyset-paginated by NAF code then SIREN',
          description: 'Pass `meta.next_cursor` back as `cursor` for the next page; `next_cursor` is null on the last page.',
          querystring: companyIndexQuerySchema,
          response: { 200: companyIndexResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
        config: INDEX_CACHE,
      },
      async (request) => service.companies(request.query),
    );
  };
}
