import type { FastifyInstance } from 'fastify';
import { allJobQueues, buildApp, createPlatform, startWorker, type AppConfig } from '@registre/api';
import { createPool } from '@registre/db';

export interface ApiServer {
  url: string;
  app: FastifyInstance;
  stop(): Promise<void>;
}

/**
 * Starts the API on a port, with its own pool on the given database, and the job worker inside
 * the same process (the embedded default: one command starts everything).
 */
export async function startApi(config: AppConfig, databaseUrl: string): Promise<ApiServer> {
  const pool = createPool(databaseUrl);
  const platform = await createPlatform(config, { pool, queues: allJobQueues(config) });
  const app = await buildApp({ config, pool, platform });
  await app.listen({ host: config.API_HOST, port: config.API_PORT });
  await startWorker(platform);
  return {
    url: `http://${config.API_HOST}:${config.API_PORT}`,
    app,
    async stop() {
      await app.close();
      // Running jobs finish, or are released for a retry after WORKER_SHUTDOWN_TIMEOUT_SECONDS.
      await platform.close();
      await pool.end();
    },
  };
}
