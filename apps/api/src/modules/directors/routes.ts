import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  directorIdParamSchema,
  directorIndexResponseSchema,
  directorPersonalResponseSchema,
  directorProfileResponseSchema,
  directorsByDepartmentParamsSchema,
  directorsByDepartmentQuerySchema,
  directorsBySectorParamsSchema,
  directorsBySectorQuerySchema,
  directorSearchQuerySchema,
  directorSearchResponseSchema,
} from '@registre/domain';
import type { DirectorsService } from './service';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

export interface DirectorsRoutesOptions {
  /** Director searches per minute and per IP (the API's SEARCH_RATE_LIMIT_PER_MINUTE); 429 with Retry-After beyond. */
  searchRateLimitPerMinute: number;
}

/** A page read costs a fraction of a search: profiles and listings allow five times as many. */
const READS_PER_SEARCH = 5;

/** Register data changes with imports (daily at most): pages may be reused for an hour, searches for five minutes. */
const PAGE_CACHE = { maxAge: 3600 };
const SEARCH_CACHE = { maxAge: 300 };

export function directorsRoutes(service: DirectorsService, options: DirectorsRoutesOptions) {
  const searchRateLimit = { max: options.searchRateLimitPerMinute, timeWindow: 60_000 };
  const readRateLimit = { max: options.searchRateLimitPerMinute * READS_PER_SEARCH, timeWindow: 60_000 };
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/search/directors',
      {
        schema: {
          tags: ['directors'],
          summary: 'Directors by last name and first names (any order, typos tolerated), optionally by year of birth',
          querystring: directorSearchQuerySchema,
          response: { 200: directorSearchResponseSchema, ...errors },
        },
        config: { rateLimit: searchRateLimit, cache: SEARCH_CACHE },
      },
      async (request) => service.search(request.query),
    );

    routes.get(
      '/api/directors/by-sector/:code',
      {
        schema: {
          tags: ['directors'],
          summary: 'Directors of the companies of a NAF section (J) or division (62), by name, keyset-paginated',
          params: directorsBySectorParamsSchema,
          querystring: directorsBySectorQuerySchema,
          response: { 200: directorIndexResponseSchema, ...errors },
        },
        config: { rateLimit: readRateLimit, cache: PAGE_CACHE },
      },
      async (request) => service.listBySector(request.params.code, request.query),
    );

    routes.get(
      '/api/directors/by-department/:department',
      {
        schema: {
          tags: ['directors'],
          summary: 'Directors of the companies whose head office is in a department (optionally of one NAF division), keyset-paginated',
          params: directorsByDepartmentParamsSchema,
          querystring: directorsByDepartmentQuerySchema,
          response: { 200: directorIndexResponseSchema, ...errors },
        },
        config: { rateLimit: readRateLimit, cache: PAGE_CACHE },
      },
      async (request) => service.listByDepartment(request.params.department, request.query),
    );

    routes.get(
      '/api/directors/:id',
      {
        schema: {
          tags: ['directors'],
          summary: "A director's identity and mandates, current and past, with their companies",
          params: directorIdParamSchema,
          response: { 200: directorProfileResponseSchema, ...errors },
        },
        config: { rateLimit: readRateLimit, cache: PAGE_CACHE },
      },
      async (request) => ({ data: await service.getProfile(request.params.id) }),
    );

    routes.get(
      '/api/directors/:id/personal',
      {
        schema: {
          tags: ['directors'],
          summary: "What the register says about a director: month and year of birth, nationality ([ND] when not diffusible)",
          params: directorIdParamSchema,
          response: { 200: directorPersonalResponseSchema, ...errors },
        },
        // Personal data: answered no-store (the default), never kept by a shared cache.
        config: { rateLimit: readRateLimit },
      },
      async (request) => ({ data: await service.getPersonal(request.params.id) }),
    );
  };
}
