import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, companyPrefill, letterPrefillResponseSchema, letterTemplatesResponseSchema, presentLetterCatalogue, sirenParamSchema } from '@registre/domain';
import type { CompaniesService } from '../companies';

const CATALOGUE = presentLetterCatalogue();

/**
 * The letter-template catalogue (`GET /api/letter-templates`) and the register's prefill of a
 * template's company fields (`GET /api/letter-templates/prefill/{siren}`).
 */
export function letterTemplatesRoutes(companies: CompaniesService) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/api/letter-templates',
      {
        config: { cache: { maxAge: 3600 } },
        schema: {
          tags: ['documents'],
          summary: 'The catalogue of letter and deed templates, by group, with each template’s fields, legal basis and order route',
          description:
            'Each field: its type (a value always travels as a string: date `YYYY-MM-DD`, amount in euros `1234.50`, flag `oui`), whether it is required, ' +
            'its form step and whether the register can prefill it. An order posts `{ fields }` to the template’s `order_path`; the same schema checks them.',
          response: { 200: letterTemplatesResponseSchema },
        },
      },
      async () => CATALOGUE,
    );
    routes.get(
      '/api/letter-templates/prefill/:siren',
      {
        config: { cache: { maxAge: 300 } },
        schema: {
          tags: ['documents'],
          summary: 'The template fields the register fills for a company: identity, head office, legal representative',
          description:
            'The representative is the main leader, chosen by the role preference order. A sole trader (a private person) or a non-diffusible company gets no value. 404 for an unknown company.',
          params: sirenParamSchema,
          response: { 200: letterPrefillResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const profile = await companies.getProfile(request.params.siren);
        return { data: { siren: profile.siren, values: companyPrefill(profile) } };
      },
    );
  };
}
