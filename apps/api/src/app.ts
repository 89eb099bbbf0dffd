import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import type { AppConfig } from './config/env-schema';
import { errorHandler, notFoundHandler } from './errors/error-handler';
import { companiesRoutes } from './modules/companies/routes';
import { companiesService } from './modules/companies/service';
import { healthRoutes } from './modules/health/routes';
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

  await app.register(healthRoutes(pool));
  await app.register(companiesRoutes(companiesService(pool)));
  return app;
}
