import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, commercialRegistriesResponseSchema, companyCreationFiguresResponseSchema, companyTypeParamsSchema, isCompanyType } from '@registre/domain';
import { NotFoundError } from '../../errors/http-errors';
import type { RegisterFiguresService } from './service';

/** Recounted once a day: an hour in caches. */
const FIGURES_CACHE = { cache: { maxAge: 3_600 } };

export function registerFiguresRoutes(service: RegisterFiguresService) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();

    routes.get(
      '/api/company-creation/:companyType/figures',
      {
        schema: {
          tags: ['content'],
          summary: "A company type's live figures from the register (active companies, creations of the last twelve months, top activities, departments)",
          description:
            'Read from figures the worker recounts daily (register-figures refresh). SAS and SASU, SARL and EURL, EI and micro-entreprise share their INSEE legal category, hence their figures (sharedWith). data is null before the first count.',
          params: companyTypeParamsSchema,
          response: { 200: companyCreationFiguresResponseSchema, 404: apiErrorSchema },
        },
        config: FIGURES_CACHE,
        // An unknown company type is a missing page, not a bad request.
        attachValidation: true,
      },
      async (request) => {
        const { companyType } = request.params;
        if (request.validationError || !isCompanyType(companyType)) throw new NotFoundError('errors:company-creation.unknown-type');
        return { data: await service.companyCreation(companyType) };
      },
    );

    routes.get(
      '/api/commercial-registries',
      {
        schema: {
          tags: ['content'],
          summary: 'The commercial-court registries with their departments and the RCS-registered companies there',
          response: { 200: commercialRegistriesResponseSchema },
        },
        config: FIGURES_CACHE,
      },
      async () => ({ data: await service.commercialRegistries() }),
    );
  };
}
