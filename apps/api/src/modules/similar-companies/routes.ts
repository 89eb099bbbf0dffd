import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, similarCompaniesResponseSchema, sirenParamSchema } from '@registre/domain';
import type { SimilarCompaniesService } from './service';

export function similarCompaniesRoutes(service: SimilarCompaniesService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/companies/:siren/similar-companies',
      {
        config: { cache: { maxAge: 3600 } },
        schema: {
          tags: ['companies'],
          summary: 'Up to 10 similar companies: same activity, same department, similar size',
          description:
            "Same NAF subclass, head office in the same department; active companies first, then the closest headcount band, then the closest SIREN. Candidates are the 100 head offices of the same subclass and department on each side of the company's SIREN, so the cost stays bounded (docs/scoring.md). Empty without an activity code or a French head office.",
          params: sirenParamSchema,
          response: { 200: similarCompaniesResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => ({ data: await service.similar(request.params.siren) }),
    );
  };
}
