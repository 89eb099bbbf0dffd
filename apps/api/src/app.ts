import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import type { AppConfig } from './config/env-schema';
import { createMailer } from './mail/create-mailer';
import type { Mailer } from './mail/mail-message';
import { systemClock, type Platform } from './platform';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './errors/error-handler';
import { accountRegistration, registerAuth, useFormErrorAnswers, type AccountDeletedHook, type AddressProvedElsewhereHook } from './modules/auth';
import { billingOrderAccess, billingRoutes, cancelOnAccountDeletion, createBillingContext, stripeWebhookRoutes, type AccessGrantedHook } from './modules/billing';
import { companiesRoutes, companiesService } from './modules/companies';
import { companyPageRoutes, companyPageService } from './modules/company-page';
import { configRoutes } from './modules/config';
import { directorsRoutes, directorsService } from './modules/directors';
import { documentsRoutes } from './modules/documents';
import { financialDiagnosticsRoutes } from './modules/financial-diagnostics';
import { followingRoutes, stopAlertsOfDeletedAccount, suspendWebhookOfUnprovedAccount } from './modules/following';
import { healthRoutes } from './modules/health';
import { ordersModule, type OrderAccess } from './modules/orders';
import { prospectingModule } from './modules/prospecting';
import { indexesRoutes, indexesService } from './modules/indexes';
import { scoringRoutes, scoringService } from './modules/scoring';
import { searchRoutes, searchService } from './modules/search';
import { similarCompaniesRoutes, similarCompaniesService } from './modules/similar-companies';
import { sitemapsRoutes, sitemapsService } from './modules/sitemaps';
import { statisticsRoutes, statisticsService } from './modules/statistics';
import { registerClientAddress } from './plugins/client-address';
import { officialSources } from '@registre/documents';
import { officialSourcesConfig } from './modules/document-data';
import { verificationRoutes, verificationService } from './modules/verification';
import { registerHttpCache } from './plugins/http-cache';
import { registerNulCharacterGuard } from './plugins/nul-character-guard';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurity } from './plugins/security';
import { jobQueues } from './worker/job-queues';

export interface AppDependencies {
  config: AppConfig;
  pool: Pool;
  logger?: FastifyServerOptions['logger'];
  /** The processes' shared services (mailer, queue…). Without it (most tests) the app makes its own mailer and has no queue (nor billing). */
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
  const companies = companiesService(pool);
  const directors = directorsService(pool);
  const sources = officialSources(officialSourcesConfig(config));
  // Orders and billing need the queue and the file storage: only an app built on a platform takes them.
  // Who may order is billing's policy; a guest's pre-orders follow them when they sign in.
  const orders = platform ? ordersModule({ config, pool, platform, access: orderAccess ?? billingOrderAccess(), companies, directors, configuredProviders: sources.configured }) : null;
  const mailQueue = jobQueues(config).mailDelivery;
  const clock = platform?.clock ?? systemClock;
  // Run in an account deletion's transaction: following stops the alerts here; billing (with a platform) cancels the subscription, added below.
  const accountDeletedHooks: AccountDeletedHook[] = [async (client, event) => stopAlertsOfDeletedAccount(client, event.userId, clock.now())];
  // Run when an address is first proved from another browser than the registrant's: following suspends the webhook.
  const addressProvedElsewhereHooks: AddressProvedElsewhereHook[] = [async (client, event) => suspendWebhookOfUnprovedAccount(client, event.userId, clock.now())];
  const auth = await registerAuth(app, {
    config,
    pool,
    accountDeletedHooks,
    addressProvedElsewhereHooks,
    mail: platform ? { send: (message) => platform.queue.send(mailQueue, message).then(() => undefined) } : ownMailer(app, config),
    ...(orders ? { onGuestSignedIn: orders.adoptGuestPreOrders } : {}),
  });

  await app.register(healthRoutes(pool, platform?.queue));
  await app.register(companiesRoutes(companies, pool));
  await app.register(financialDiagnosticsRoutes(companies));
  await app.register(documentsRoutes(companies, sources.configured));
  await app.register(verificationRoutes(verificationService(pool), { rateLimitPerMinute: config.VERIFICATION_RATE_LIMIT_PER_MINUTE }));
  const similar = similarCompaniesService(pool);
  await app.register(scoringRoutes(scoringService(pool)));
  await app.register(similarCompaniesRoutes(similar));
  await app.register(companyPageRoutes(companyPageService(pool, similar)));
  await app.register(statisticsRoutes(statisticsService(pool)));
  await app.register(configRoutes(config, pool));
  await app.register(directorsRoutes(directors, { searchRateLimitPerMinute: config.SEARCH_RATE_LIMIT_PER_MINUTE }));
  await app.register(searchRoutes(searchService(pool), pool, { rateLimitPerMinute: config.SEARCH_RATE_LIMIT_PER_MINUTE }));
  await app.register(indexesRoutes(indexesService(pool)));
  await app.register(followingRoutes({ pool, clock, allowPrivateWebhooks: config.WEBHOOK_ALLOW_PRIVATE_ADDRESSES, brandName: config.NEXT_PUBLIC_BRAND_NAME }));
  await app.register(prospectingModule({ config, pool, clock, orders }).routes);
  if (platform && orders) {
    // A successful first payment turns the session's pre-orders into orders.
    await app.register(orders.routes);
    const convertPreOrders: AccessGrantedHook = async (client, event) => {
      await orders.convertPreOrders(client, { userId: event.userId, sessionIdHash: event.sessionIdHash, preOrderId: event.preOrderId ?? undefined, now: event.now });
    };
    const billing = createBillingContext(platform, jobQueues(config), { accessGrantedHooks: [convertPreOrders, ...accessGrantedHooks], logger: app.log });
    accountDeletedHooks.push(cancelOnAccountDeletion(billing));
    await app.register(async (scope) => {
      useFormErrorAnswers(scope);
      await scope.register(billingRoutes(billing, accountRegistration(auth)));
    });
    await app.register(stripeWebhookRoutes(billing));
  }
  await app.register(sitemapsRoutes(sitemapsService(pool, { urlsPerFile: config.SITEMAP_URLS_PER_FILE, siteUrl: config.SITE_URL, maxConcurrentFiles: config.SITEMAP_MAX_CONCURRENT_FILES, filesPerMinute: config.SITEMAP_FILES_PER_MINUTE })));
  return app;
}

/** Without a platform: a mailer of the app's own, closed after the auth module's last mails (onClose hooks run last-added first). */
function ownMailer(app: FastifyInstance, config: AppConfig): Mailer {
  const mailer = createMailer({
    smtpUrl: config.MAIL_SMTP_URL,
    dataDir: config.DATA_DIR,
    fromName: config.NEXT_PUBLIC_BRAND_NAME,
    fromAddress: config.MAIL_FROM_ADDRESS,
    logger: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  return mailer;
}
