import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from './config/env-schema';
import { createMemoryPlatform, type Platform } from './platform';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './errors/error-handler';
import { registerAuth } from './modules/auth';
import type { AccessGrantedHook } from './modules/billing';
import { defineModuleQueues, moduleList } from './modules/module-list';
import type { OrderAccess } from './modules/orders';
import { registerClientAddress } from './plugins/client-address';
import { registerHttpCache } from './plugins/http-cache';
import { registerNulCharacterGuard } from './plugins/nul-character-guard';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurity } from './plugins/security';

export interface AppDependencies {
  config: AppConfig;
  pool: Pool;
  logger?: FastifyServerOptions['logger'];
  /** The processes' shared services (mailer, queue…). Without it (most tests) the app runs on an in-memory platform of its own (no worker: its mails are delivered at once). */
  platform?: Platform;
  /** Who may order: billing's policy unless a test gives another. */
  orderAccess?: OrderAccess;
  /** Run in the transaction of a successful first payment (the orders module converts pre-orders there). */
  accessGrantedHooks?: readonly AccessGrantedHook[];
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Builds the API: conventions first (validation, errors, logs, CORS, OpenAPI), then one plugin per module. */
export async function buildApp({ config, pool, logger, platform, orderAccess, accessGrantedHooks = [] }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    // Every log line carries the request id; a caller's X-Request-Id is kept when it is sane.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // The modules' onStart hooks run in onReady (content/ published before the first request): on the
    // shared 2-core machine under load that takes longer than Fastify's default 10 s.
    pluginTimeout: 60_000,
    frameworkErrors: frameworkErrorHandler,
    // X-Forwarded-For is read only from the configured proxies (none by default): the client writes its left end.
    trustProxy: config.TRUST_PROXY.length > 0 ? config.TRUST_PROXY : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerClientAddress(app, { siteSecret: config.SITE_API_SECRET });
  await registerSecurity(app, { webOrigin: config.WEB_ORIGIN });
  await registerOpenApi(app);
  await registerRateLimit(app);
  registerHttpCache(app);
  registerNulCharacterGuard(app);
  // Without a platform (most tests): one of the app's own on an in-memory queue, closed after auth's last mails (onClose hooks run last-added first).
  // app.log is the pino logger Fastify made (its type is Fastify's narrower face of it).
  const ownPlatform = platform ? null : await createMemoryPlatform(config, { pool, logger: app.log as unknown as Logger });
  if (ownPlatform) app.addHook('onClose', async () => ownPlatform.close());
  const base = platform ?? (ownPlatform as Platform);
  const { modules, authHooks } = moduleList({ platform: base, ...(orderAccess ? { orderAccess } : {}), accessGrantedHooks });
  await defineModuleQueues(base, modules);
  const auth = await registerAuth(app, {
    config,
    pool,
    ...authHooks,
    mail: { send: (message) => base.queue.send(base.mailQueue, message).then(() => undefined) },
  });
  for (const module of modules) {
    if (module.routes) await app.register(async (scope) => module.routes?.(scope, { auth }));
  }
  if (platform) {
    app.addHook('onReady', async () => {
      for (const module of modules) await module.onStart?.(app.log);
    });
  }
  return app;
}
