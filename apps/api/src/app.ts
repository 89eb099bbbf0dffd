import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import type { AppConfig } from './config/env-schema';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './errors/error-handler';
import { registerAuth } from './modules/auth/register-auth';
import { companiesRoutes } from './modules/companies/routes';
import { companyPageRoutes } from './modules/company-page/routes';
import { companyPageService } from './modules/company-page/service';
import { configRoutes } from './modules/config/routes';
import { companiesService } from './modules/companies/service';
import { financialDiagnosticsRoutes } from './modules/financial-diagnostics/routes';
import { officialSources } from '@registre/documents';
import { officialSourcesConfig } from './modules/document-data';
import { kbisRoutes } from './modules/kbis/routes';
import { verificationRoutes, verificationService } from './modules/verification';
import { directorsRoutes } from './modules/directors/routes';
import { directorsService } from './modules/directors/service';
import { healthRoutes } from './modules/health/routes';
import { scoringRoutes } from './modules/scoring/routes';
import { scoringService } from './modules/scoring/service';
import { similarCompaniesRoutes } from './modules/similar-companies/routes';
import { similarCompaniesService } from './modules/similar-companies/service';
import { statisticsRoutes } from './modules/statistics/routes';
import { statisticsService } from './modules/statistics/service';
import { listingsRoutes } from './modules/listings/routes';
import { listingsService } from './modules/listings/service';
import { searchRoutes } from './modules/search/routes';
import { searchService } from './modules/search/service';
import { sitemapsRoutes } from './modules/sitemaps/routes';
import { sitemapsService } from './modules/sitemaps/service';
import { registerHttpCache } from './plugins/http-cache';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurity } from './plugins/security';

export interface AppDependencies {
  config: AppConfig;
  pool: Pool;
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Builds the API: conventions first (validation, errors, logs, CORS, OpenAPI), then one plugin per module. */
export async function buildApp({ config, pool, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    // Every log line carries the request id; a caller's X-Request-Id is kept when it is sane.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorHandler,
    trustProxy: config.APP_ENV === 'prod',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurity(app, { webOrigin: config.WEB_ORIGIN });
  await registerOpenApi(app);
  await registerRateLimit(app);
  registerHttpCache(app);
  await registerAuth(app, { config, pool });

  await app.register(healthRoutes(pool));
  const companies = companiesService(pool);
  await app.register(companiesRoutes(companies, pool));
  await app.register(financialDiagnosticsRoutes(companies));
  await app.register(kbisRoutes(companies, officialSources(officialSourcesConfig(config)).configured));
  await app.register(verificationRoutes(verificationService(pool), { rateLimitPerMinute: config.VERIFICATION_RATE_LIMIT_PER_MINUTE }));
  const similar = similarCompaniesService(pool);
  await app.register(scoringRoutes(scoringService(pool)));
  await app.register(similarCompaniesRoutes(similar));
  await app.register(companyPageRoutes(companyPageService(pool, similar)));
  await app.register(statisticsRoutes(statisticsService(pool)));
  await app.register(configRoutes(config, pool));
  await app.register(directorsRoutes(directorsService(pool), { searchRateLimitPerMinute: config.SEARCH_RATE_LIMIT_PER_MINUTE }));
  await app.register(searchRoutes(searchService(pool), pool, { rateLimitPerMinute: config.SEARCH_RATE_LIMIT_PER_MINUTE }));
  await app.register(listingsRoutes(listingsService(pool)));
  await app.register(sitemapsRoutes(sitemapsService(pool, { urlsPerFile: config.SITEMAP_URLS_PER_FILE, siteUrl: config.SITE_URL })));
  return app;
}
