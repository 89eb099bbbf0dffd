import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { siteStatisticsResponseSchema } from '@registre/domain';
import type { StatisticsService } from './service';

export function statisticsRoutes(service: StatisticsService) {
  return async (app: FastifyInstance): Promise<void> => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/api/statistics',
      {
        config: { cache: { maxAge: 300 } },
        schema: {
          tags: ['config'],
          summary: "The site's counters, counted in the database",
          description: [
            'Integers, recounted after every import and at most an hour old (computedAt says when).',
            '- docAvailable: non-confidential deposited acts + non-confidential annual statements + BODACC announcements not cancelled.',
            '- searchableSiret: establishments (SIRET numbers) in the register.',
            '- verifiedCompanyProfile: legal units not purged whose Sirene identity is completed by an RNE record (share capital, corporate purpose or RCS registration date).',
            '- kbisAvailable: active legal units, not purged, registered at the RCS (RNE registration date known).',
            '- score: active companies with a pole score (a statement holding a graded ratio).',
            '- registeredEstablishments: open establishments.',
          ].join('\n'),
          response: { 200: siteStatisticsResponseSchema },
        },
      },
      async (request) => ({ data: await service.get(request.log) }),
    );
  };
}
