import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, createApiPool, type AppConfig } from '@registre/api';

export interface ApiServer {
  url: string;
  app: FastifyInstance;
  /** The secret the site's server must send (SITE_API_SECRET): the configured one, else one generated for this run. */
  siteSecret: string;
  stop(): Promise<void>;
}

/**
 * Starts the API on a port, with its own pool on the given database. Without SITE_API_SECRET, a
 * secret is generated for this run: hand `siteSecret` to the site (startWeb) so that it can name
 * its visitors.
 */
export async function startApi(configured: AppConfig, databaseUrl: string): Promise<ApiServer> {
  const siteSecret = configured.SITE_API_SECRET ?? randomBytes(32).toString('base64url');
  const config: AppConfig = { ...configured, SITE_API_SECRET: siteSecret };
  const pool = createApiPool(config, databaseUrl);
  const app = await buildApp({ config, pool });
  await app.listen({ host: config.API_HOST, port: config.API_PORT });
  return {
    url: `http://${config.API_HOST}:${config.API_PORT}`,
    app,
    siteSecret,
    async stop() {
      await app.close();
      await pool.end();
    },
  };
}
