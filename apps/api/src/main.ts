import { setTimeout as delay } from 'node:timers/promises';
import { createPool, migrate } from '@registre/db';
import { createApiPool } from './api-pool';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/load-config';
import { createPlatform, onShutdownSignal, startMetricsServer } from './platform';

/**
 * Production entry point: the API alone, against DATABASE_URL (reads of the register on
 * DATABASE_READ_URL when set; `npm start` at the root runs the embedded stack instead). Its jobs are
 * run by `npm run worker`.
 *
 * SIGTERM/SIGINT: /ready answers 503 at once and for SHUTDOWN_DRAIN_SECONDS (the load balancer
 * stops sending), then the server stops accepting, the requests under way finish, the pools close
 * and the process exits 0. A second signal ends it at once.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new ConfigError(['DATABASE_URL: required to run the API on its own (npm start runs the embedded PostgreSQL)']);
  const migrations = createPool(config.DATABASE_URL, { max: 1 });
  await migrate(migrations);
  await migrations.end();
  const pool = createApiPool(config, config.DATABASE_URL);
  const platform = await createPlatform(config, { pool });
  const app = await buildApp({ config, pool, platform });
  // /metrics on a port of its own (METRICS_PORT), never on the public one.
  const metricsServer = await startMetricsServer(platform.metrics, { host: config.METRICS_HOST, port: config.METRICS_PORT, token: config.METRICS_TOKEN }, platform.logger);
  const close = async (signal: string) => {
    platform.readiness.startDraining();
    app.log.info({ signal, drainSeconds: config.SHUTDOWN_DRAIN_SECONDS }, 'API stopping: /ready answers 503');
    await delay(config.SHUTDOWN_DRAIN_SECONDS * 1000);
    app.log.info('API no longer accepting connections, finishing the requests under way');
    await app.close();
    app.log.info('API requests finished, closing the job queue and the pools');
    await metricsServer.close();
    await platform.close();
    await pool.end();
    app.log.info('API stopped: requests finished, pools closed');
    process.exit(0);
  };
  onShutdownSignal((signal) => {
    close(signal).catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  });
  await app.listen({ host: config.API_HOST, port: config.API_PORT });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
