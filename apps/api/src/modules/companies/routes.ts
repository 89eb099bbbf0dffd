import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, companyIdentityResponseSchema, sirenParamSchema } from '@registre/domain';
import type { CompaniesService } from './service';

export function companiesRoutes(service: CompaniesService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/companies/:siren',
      {
        schema: {
          tags: ['companies'],
          summary: "A company's identity by SIREN (left-padded to 9 digits)",
          params: sirenParamSchema,
          response: { 200: companyIdentityResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => ({ data: await service.getIdentity(request.params.siren) }),
    );
  };
}
