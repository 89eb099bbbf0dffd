import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, createApiPool, createPlatform, startMetricsServer, startWorker, type AppConfig } from '@registre/api';

export interface ApiServer {
  url: string;
  app: FastifyInstance;
  /** The secret the site's server must send (SITE_API_SECRET): the configured one, else one generated for this run. */
  siteSecret: string;
  stop(): Promise<void>;
}

/**
 * Starts the API on a port, with its own pool on the given database, and the job worker inside
 * the same process (the embedded default: one command starts everything). Without SITE_API_SECRET, a
 * secret is generated for this run: hand `siteSecret` to the site (startWeb) so that it can name
 * its visitors.
 */
export async function startApi(configured: AppConfig, databaseUrl: string): Promise<ApiServer> {
  const siteSecret = configured.SITE_API_SECRET ?? randomBytes(32).toString('base64url');
  const config: AppConfig = { ...configured, SITE_API_SECRET: siteSecret };
  const pool = createApiPool(config, databaseUrl);
  const platform = await createPlatform(config, { pool });
  const app = await buildApp({ config, pool, platform });
  await app.listen({ host: config.API_HOST, port: config.API_PORT });
  await startWorker(platform);
  // One process, one /metrics: the API's and the worker's series together on METRICS_PORT.
  const metricsServer = await startMetricsServer(platform.metrics, { host: config.METRICS_HOST, port: config.METRICS_PORT, token: config.METRICS_TOKEN }, platform.logger);
  return {
    url: `http://${config.API_HOST}:${config.API_PORT}`,
    app,
    siteSecret,
    async stop() {
      // /ready answers 503 from now on, and every answer closes its connection.
      platform.readiness.startDraining();
      await app.close();
      await metricsServer.close();
      // Running jobs finish, or are released for a retry after WORKER_SHUTDOWN_TIMEOUT_SECONDS.
      await platform.close();
      await pool.end();
    },
  };
}
