import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, documentAvailabilityResponseSchema, sirenParamSchema, type OfficialProvider } from '@registre/domain';
import type { CompaniesService } from '../companies';
import { availableDocuments } from './available-documents';

/** The catalogue's availability route; the first path is the historical one, kept for existing callers. */
const AVAILABILITY_PATHS = ['/api/kbis/:siren/document-availability', '/api/documents/:siren/document-availability'] as const;

/**
 * `GET /api/documents/{siren}/document-availability` (also `/api/kbis/…`): which documents of the
 * catalogue can be produced.
 */
export function documentAvailabilityRoutes(companies: CompaniesService, configuredProviders: ReadonlySet<OfficialProvider> = new Set()) {
  return async (app: FastifyInstance): Promise<void> => {
    for (const path of AVAILABILITY_PATHS) {
      app.withTypeProvider<ZodTypeProvider>().get(
        path,
        {
          config: { cache: { maxAge: 3600 } },
          schema: {
            tags: ['documents'],
            summary: 'For each document kind of the catalogue: whether it can be produced for the company, and why not',
            description:
              'Reasons: individual-company, non-profit-organisation, company-closed, non-diffusible, no-accounts-filed, confidential-accounts, ' +
              'no-acts-filed, no-trademarks, no-patents, no-announcements, no-insolvency-proceedings, no-establishments, no-representatives, ' +
              'no-collective-agreements, no-activity-code, no-head-office, provider-not-configured (a kind only its official source delivers, such as acts or the Banque de France quotation, confidential by law: art. L.144-1 CMF).',
            params: sirenParamSchema,
            response: { 200: documentAvailabilityResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
          },
        },
        async (request) => ({ data: availableDocuments(await companies.getDocumentFacts(request.params.siren), configuredProviders) }),
      );
    }
  };
}
