import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, financialDiagnosticsStatsResponseSchema, sirenParamSchema } from '@registre/domain';
import { HIDE_FINANCIAL_DATA_HEADER, hidesFinancialData } from '../../http/hide-financial-data';
import type { CompaniesService } from '../companies';
import { presentRatiosByYear } from './present-ratios';

/** `GET /api/financial-diagnostics/{siren}/stats`: a company's financial ratios over the years. */
export function financialDiagnosticsRoutes(companies: CompaniesService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/financial-diagnostics/:siren/stats',
      {
        config: { cache: { maxAge: 3600, vary: [HIDE_FINANCIAL_DATA_HEADER] } },
        schema: {
          tags: ['financial-diagnostics'],
          summary: "A company's financial ratios per fiscal year, oldest first",
          description:
            'Margins, debt and equity ratios, liquidity, interest coverage, repayment capacity, working-capital and customer-credit days, ' +
            'and turnover growth, from the filed annual accounts. Confidential filings and requests with the `hide-financial-data` header get no ratios.',
          params: sirenParamSchema,
          response: { 200: financialDiagnosticsStatsResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const { siren } = request.params;
        const statements = await companies.getFinancialStatements(siren);
        return { data: presentRatiosByYear(siren, statements, hidesFinancialData(request.headers)) };
      },
    );
  };
}
