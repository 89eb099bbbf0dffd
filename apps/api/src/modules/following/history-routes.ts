import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { apiErrorSchema, companyHistoryQuerySchema, companyHistoryResponseSchema, pageMeta, sirenParamSchema } from '@registre/domain';
import { NotFoundError } from '../../errors/http-errors';
import { companyEvents } from './history-queries';
import { companyExists } from './lists-queries';

/** "Historique des modifications": a company's recorded events, newest first, for every visitor. */
export function historyRoutes(pool: Pool) {
  return async (app: FastifyInstance): Promise<void> => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/companies/:siren/history',
      {
        schema: {
          tags: ['following'],
          summary: "A company's changes recorded by the imports (name, head office, directors, BODACC, proceedings, accounts…), newest first",
          params: sirenParamSchema,
          querystring: companyHistoryQuerySchema,
          response: { 200: companyHistoryResponseSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const { siren } = request.params;
        const { page, per_page: perPage } = request.query;
        const { events, total } = await companyEvents(pool, siren, page, perPage);
        if (total === 0 && !(await companyExists(pool, siren))) throw new NotFoundError('errors:company.not-found');
        return { data: events, meta: pageMeta(page, perPage, total) };
      },
    );
  };
}
