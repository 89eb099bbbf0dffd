import { createPool, migrate } from '@registre/db';
import { ConfigError, loadConfig } from '../config/load-config';
import { createPlatform, onShutdownSignal, startMetricsServer } from '../platform';
import { startWorker } from './start-worker';

/**
 * `npm run worker`: the job worker alone, against DATABASE_URL (`npm start` runs it inside the
 * API process instead). SIGINT/SIGTERM: running jobs finish (or are released after
 * WORKER_SHUTDOWN_TIMEOUT_SECONDS), then the process exits; a second signal ends it at once.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new ConfigError(['DATABASE_URL: required to run the worker on its own (npm start runs it inside the API)']);
  const pool = createPool(config.DATABASE_URL);
  await migrate(pool);
  const platform = await createPlatform(config, { pool });
  const metricsServer = await startMetricsServer(platform.metrics, { host: config.METRICS_HOST, port: config.WORKER_METRICS_PORT, token: config.METRICS_TOKEN }, platform.logger);
  onShutdownSignal((signal) => {
    platform.logger.info({ signal }, 'worker stopping');
    void platform
      .close()
      .then(() => metricsServer.close())
      .then(() => pool.end())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  });
  await startWorker(platform);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
