import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, dataHubListPageResponseSchema, dataHubListParamsSchema, dataHubListQuerySchema, dataHubListsResponseSchema } from '@registre/domain';
import { dataHubPageCsv } from './data-hub-csv';
import type { DataHubService } from './data-hub-service';

/** The lists change with the register's refreshes only (after imports, once a day): ten minutes in caches. */
const HUB_CACHE = { cache: { maxAge: 600 } };

export function dataHubRoutes(service: DataHubService) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/data-hub/lists',
      {
        schema: { tags: ['data-hub'], summary: 'The data hub’s lists with their totals, periods and the date of their data', response: { 200: dataHubListsResponseSchema } },
        config: HUB_CACHE,
      },
      async () => ({ data: await service.lists() }),
    );

    routes.get(
      '/api/data-hub/lists/:id',
      {
        schema: {
          tags: ['data-hub'],
          summary: 'One page of a data hub list, sorted by a column',
          description: 'A page past the last answers 404. Names are `[ND]` for sole traders who refused the publication of their identity.',
          params: dataHubListParamsSchema,
          querystring: dataHubListQuerySchema,
          response: { 200: dataHubListPageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
        config: HUB_CACHE,
      },
      async (request) => service.page(request.params.id, request.query),
    );

    routes.get(
      '/api/data-hub/lists/:id/csv',
      {
        schema: {
          tags: ['data-hub'],
          summary: 'The same page as CSV (French Excel: UTF-8 with BOM, semicolons), at most 100 rows',
          params: dataHubListParamsSchema,
          querystring: dataHubListQuerySchema,
          response: { 200: z.string().describe('text/csv'), 400: apiErrorSchema, 404: apiErrorSchema },
        },
        config: HUB_CACHE,
      },
      async (request, reply) => {
        const { data, meta } = await service.page(request.params.id, request.query);
        reply.header('content-disposition', `attachment; filename="${data.list.id}-page-${meta.page}.csv"`);
        reply.type('text/csv; charset=utf-8');
        // The body is the file's bytes; the string schema only documents it.
        return reply.send(dataHubPageCsv(data.list.kind, data.entries) as unknown as string);
      },
    );
  };
}
