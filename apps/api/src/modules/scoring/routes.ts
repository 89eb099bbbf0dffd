import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  comparisonDataResponseSchema,
  directorIdParamSchema,
  directorPoleScoreResponseSchema,
  ecologicalScoreResponseSchema,
  poleScoreResponseSchema,
  sirenParamSchema,
} from '@registre/domain';
import { HIDE_FINANCIAL_DATA_HEADER, hidesFinancialData } from '../../http/hide-financial-data';
import type { ScoringService } from './service';

/** Scores change with imports (daily at most) and the date (a company's age): an hour of cache. */
const CACHE = { cache: { maxAge: 3600 } };
const ERRORS = { 400: apiErrorSchema, 404: apiErrorSchema };
const MODEL = 'The model, its inputs and thresholds are documented in docs/scoring.md.';

export function scoringRoutes(service: ScoringService) {
  return async (app: FastifyInstance): Promise<void> => {
    const routes = app.withTypeProvider<ZodTypeProvider>();
    routes.get(
      '/api/companies/:siren/pole-score',
      {
        config: CACHE,
        schema: {
          tags: ['scores'],
          summary: 'Pole score: financial performance, resilience, industrial property and overall grades (A–F)',
          description: `A grade is null with a reason when its inputs are missing (no statement, confidential accounts, closed company). ${MODEL}`,
          params: sirenParamSchema,
          response: { 200: poleScoreResponseSchema, ...ERRORS },
        },
      },
      async (request) => ({ data: await service.poleScore(request.params.siren) }),
    );
    routes.get(
      '/api/companies/:siren/ecological-score-details',
      {
        config: CACHE,
        schema: {
          tags: ['scores'],
          summary: "Ecological score: the sector's impact class, ESS and société à mission flags, establishments",
          description: `Null with a reason for a closed company or an activity code outside NAF rév. 2. ${MODEL}`,
          params: sirenParamSchema,
          response: { 200: ecologicalScoreResponseSchema, ...ERRORS },
        },
      },
      async (request) => ({ data: await service.ecologicalScore(request.params.siren) }),
    );
    routes.get(
      '/api/companies/:siren/comparison-data',
      {
        config: { cache: { ...CACHE.cache, vary: [HIDE_FINANCIAL_DATA_HEADER] } },
        schema: {
          tags: ['scores'],
          summary: "The company's key ratios against its sector's quartiles",
          description:
            'Compares the most recent statement holding a graded ratio with the quartiles of the NAF subclass, or of the division when the subclass has fewer than 10 peers (each indicator names its peer group and count). Empty indicators without such a statement. With the `hide-financial-data` header the company\'s own values and positions are null (the sector quartiles stay).',
          params: sirenParamSchema,
          response: { 200: comparisonDataResponseSchema, ...ERRORS },
        },
      },
      async (request) => ({ data: await service.comparison(request.params.siren, hidesFinancialData(request.headers)) }),
    );
    routes.get(
      '/api/directors/:id/pole-score',
      {
        config: CACHE,
        schema: {
          tags: ['scores'],
          summary: "A director's pole score: the overall grades of the companies where they hold a current mandate",
          description: `The mean of the graded companies' overall points, read as a grade (1,000 companies at most). ${MODEL}`,
          params: directorIdParamSchema,
          response: { 200: directorPoleScoreResponseSchema, ...ERRORS },
        },
      },
      async (request) => ({ data: await service.directorPoleScore(request.params.id) }),
    );
  };
}
