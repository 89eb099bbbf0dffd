import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, featureFlagResponseSchema, featureParamSchema, kbisTrialPricingResponseSchema } from '@registre/domain';
import type { Pool } from 'pg';
import type { AppConfig } from '../../config/env-schema';
import { readFeatureFlag } from './feature-flags-queries';
import { kbisTrialPricing } from './kbis-trial-pricing';

/**
 * `GET /api/config/kbis-trial-pricing` and `GET /api/features/{name}`. Neither sets a cache
 * configuration, so both answer `Cache-Control: no-store`: the site reads them fresh each time.
 */
export function configRoutes(config: AppConfig, pool: Pool) {
  const pricing = kbisTrialPricing(config);
  return async (root: FastifyInstance): Promise<void> => {
    const app = root.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/config/kbis-trial-pricing',
      {
        schema: {
          tags: ['config'],
          summary: 'Price of the discovery access (kbis trial) and of the subscription that follows it',
          description:
            'From configuration (KBIS_TRIAL_PRICE_CENTS, KBIS_TRIAL_PRICE_PER_DAY, KBIS_TRIAL_DAYS, KBIS_RENEWAL_PRICE_CENTS, KBIS_RENEWAL_PERIOD). Never cached.',
          response: { 200: kbisTrialPricingResponseSchema },
        },
      },
      async () => ({ data: pricing }),
    );
    app.get(
      '/api/features/:name',
      {
        schema: {
          tags: ['config'],
          summary: 'A feature flag (an unknown flag is inactive)',
          description: 'Flags live in the feature_flags table and are switched with `npm run features -- enable|disable|list`. Never cached.',
          params: featureParamSchema,
          response: { 200: featureFlagResponseSchema, 400: apiErrorSchema },
        },
      },
      async (request) => {
        const { name } = request.params;
        const flag = await readFeatureFlag(pool, name);
        return { data: { name, active: flag?.active ?? false } };
      },
    );
  };
}
