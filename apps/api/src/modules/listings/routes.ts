import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activityCountsQuerySchema,
  activityCountsResponseSchema,
  activityDetailResponseSchema,
  activityParamsSchema,
  apiErrorSchema,
  companyListingQuerySchema,
  companyListingResponseSchema,
  departmentCountsResponseSchema,
} from '@registre/domain';
import type { ListingsService } from './service';

/** Index pages change with imports only: an hour in caches. */
const LISTING_CACHE = { cache: { maxAge: 3_600 } };

export function listingsRoutes(service: ListingsService) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/listings/companies/activities',
      {
        schema: {
          tags: ['listings'],
          summary: 'NAF codes one level down with their company counts (sections → divisions → subclasses), optionally in one department',
          querystring: activityCountsQuerySchema,
          response: { 200: activityCountsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
        config: LISTING_CACHE,
      },
      async (request) => ({ data: await service.activities(request.query) }),
    );

    routes.get(
      '/api/listings/activities/:code',
      {
        schema: {
          tags: ['listings'],
          summary: 'A NAF section, division or subclass with its label and the section and division above it (labels of the index pages)',
          params: activityParamsSchema,
          response: { 200: activityDetailResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
        config: LISTING_CACHE,
      },
      async (request) => ({ data: await service.activity(request.params.code) }),
    );

    routes.get(
      '/api/listings/companies/departments',
      {
        schema: { tags: ['listings'], summary: 'Departments with their number of companies (head offices)', response: { 200: departmentCountsResponseSchema } },
        config: LISTING_CACHE,
      },
      async () => ({ data: await service.departments() }),
    );

    routes.get(
      '/api/listings/companies',
      {
        schema: {
          tags: ['listings'],
          summary: 'Companies of a NAF subclass or division, of a department, or both; keyset-paginated by NAF code then SIREN',
          description: 'Pass `meta.next_cursor` back as `cursor` for the next page; `next_cursor` is null on the last page.',
          querystring: companyListingQuerySchema,
          response: { 200: companyListingResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
        config: LISTING_CACHE,
      },
      async (request) => service.companies(request.query),
    );
  };
}
