import type { FastifyInstance } from 'fastify';
import { buildApp, createApiPool, type AppConfig } from '@registre/api';

export interface ApiServer {
  url: string;
  app: FastifyInstance;
  stop(): Promise<void>;
}

/** Starts the API on a port, with its own pool on the given database. */
export async function startApi(config: AppConfig, databaseUrl: string): Promise<ApiServer> {
  const pool = createApiPool(config, databaseUrl);
  const app = await buildApp({ config, pool });
  await app.listen({ host: config.API_HOST, port: config.API_PORT });
  return {
    url: `http://${config.API_HOST}:${config.API_PORT}`,
    app,
    async stop() {
      await app.close();
      await pool.end();
    },
  };
}
