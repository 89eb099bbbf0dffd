import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, companyPageResponseSchema, sirenParamSchema } from '@registre/domain';
import { HIDE_FINANCIAL_DATA_HEADER, hidesFinancialData } from '../../http/hide-financial-data';
import type { CompanyPageService } from './service';

/** `GET /api/companies/{siren}/page`: the company page's data in one answer. */
export function companyPageRoutes(service: CompanyPageService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/companies/:siren/page',
      {
        config: { cache: { maxAge: 3600, vary: [HIDE_FINANCIAL_DATA_HEADER] } },
        schema: {
          tags: ['companies'],
          summary: "Everything a company's page shows, in one answer",
          description:
            'The profile, key numbers, pole score, representatives, first page of establishments, financial ratios and statements, ' +
            'acts, document availability, first BODACC notices, insolvency proceedings, first trademarks and patents, collective agreements, ' +
            'employees, similar companies and sector comparison: each field has the contract of its own endpoint, read in parallel in one request. ' +
            'Figures are left out (reason `hidden`) when the request carries the `hide-financial-data` header.',
          params: sirenParamSchema,
          response: { 200: companyPageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => ({ data: await service.read(request.params.siren, hidesFinancialData(request.headers)) }),
    );
  };
}
